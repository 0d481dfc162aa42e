// `npm run backup`: a copy of the SQLite database taken while the server serves. Bundled by
// build.mjs as dist/backup.js, which scripts/backup.mjs calls.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { ConfigError, readConfig } from '../config.ts'
import { sqliteFile } from './index.ts'

/** `backroom-20260501T093000Z.sqlite`: the UTC time, sortable, with no character a file system refuses. */
export const backupName = (at: Date) =>
  `backroom-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.sqlite`

/**
 * Copies the database at `source` into `target` with SQLite's online backup, over a connection of
 * its own: one consistent moment of the database, while the server goes on reading and writing (in
 * WAL mode its writers do not wait for the copy). `target` appears only once complete.
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source))
    throw new ConfigError(`No database at ${source}: nothing to back up (check DATA_DIR)`)
  if (fs.existsSync(target)) throw new ConfigError(`${target} exists already: give the backup another path`)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.partial`
  fs.rmSync(partial, { force: true })
  const db = new SQLite(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 60000')
    // every page in one step, which reads one snapshot: a write between smaller steps restarts the copy
    await db.backup(partial, { progress: () => 0x7fffffff })
  } catch (err) {
    fs.rmSync(partial, { force: true })
    throw err
  } finally {
    db.close()
  }
  fs.renameSync(partial, target)
}

/** What to run instead on PostgreSQL; the URL stays in the variable, since it may hold a password. */
function pgDumpAdvice(schema: string | undefined, at: Date) {
  const file = backupName(at).replace(/\.sqlite$/, '.dump')
  const only = schema ? ` --schema=${schema}` : ''
  return (
    'DATABASE_URL is set: the database is PostgreSQL, which npm run backup does not copy. ' +
    `Back it up with pg_dump: pg_dump --format=custom${only} --file=${file} "$DATABASE_URL"`
  )
}

/**
 * Backs up the database the environment configures (as the server reads it: DATA_DIR) into `target`,
 * by default `DATA_DIR/backups/backroom-<UTC time>.sqlite`; answers the copy's path. Refuses, naming
 * pg_dump, when DATABASE_URL configures PostgreSQL.
 */
export async function backup(
  env: Record<string, string | undefined> = process.env,
  target?: string,
  at = new Date(),
): Promise<string> {
  const config = readConfig(env)
  if (config.databaseUrl) throw new ConfigError(pgDumpAdvice(config.databaseSchema, at))
  const file = path.resolve(target ?? path.join(config.dataDir, 'backups', backupName(at)))
  await backupSqlite(sqliteFile(config.dataDir), file)
  return file
}
