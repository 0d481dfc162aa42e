// `npm run backup [-- <file>]`: copies the SQLite database, safely while the server serves, into
// <file> or DATA_DIR/backups/backroom-<UTC time>.sqlite. Refuses PostgreSQL, naming pg_dump.
// Runs the built server's code (packages/server/src/core/db/backup.ts), like `npm run serve`.
import fs from 'node:fs'
import path from 'node:path'

const bundle = new URL('../packages/server/dist/backup.js', import.meta.url)
if (!fs.existsSync(bundle)) {
  console.error('packages/server/dist/backup.js is not built: run `npm run build` first')
  process.exit(1)
}
const args = process.argv.slice(2)
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('Usage: npm run backup [-- <file>]')
  process.exit(1)
}
const { backup } = await import(bundle.href)
try {
  // a path given is relative to where npm was run from, as the caller typed it
  const target = args[0] && path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0])
  const file = await backup(process.env, target)
  console.log(`Backed up the database to ${file} (${fs.statSync(file).size} bytes)`)
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
}
