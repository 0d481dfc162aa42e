import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dropEnv, freshEnv, startServer, type TestServer } from '../../test/harness.ts'
import { backup, backupName } from './backup.ts'
import { sqliteFile } from './index.ts'

const usernames = (admin: ApiClient) =>
  admin
    .post<{ username: string }[]>('/admin/base/sys/user/list', {})
    .then((r) => r.data.map((u) => u.username))

describe('backing up the SQLite database while the server serves', () => {
  let server: TestServer
  let admin: ApiClient
  let menuIds: number[]
  beforeAll(async () => {
    server = await startServer('sqlite')
    admin = await server.client().signIn()
    menuIds = await server.menuIds('base.sys.user')
    await admin.addStaff('kept', 'kept-pass-1', { menuIdList: menuIds })
  })
  afterAll(() => server.close())

  it('copies a database that a restored server opens, with the users written before it', async () => {
    const target = path.join(server.env.DATA_DIR, 'elsewhere', 'copy.sqlite')
    const writes = Array.from({ length: 8 }, (_, i) =>
      admin.addStaff(`during${i}`, 'during-pass-1', { menuIdList: menuIds }),
    )
    const [file] = await Promise.all([backup(server.env, target), ...writes])
    expect(file).toBe(target)
    // the server went on writing: every user asked for during the copy is there
    expect(await usernames(admin)).toEqual(expect.arrayContaining(['kept', 'during0', 'during7']))

    // one whole file, no journal beside it
    expect(fs.readdirSync(path.dirname(target))).toEqual(['copy.sqlite'])
    const copy = new SQLite(target)
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    copy.close()

    const env = freshEnv('sqlite')
    fs.copyFileSync(target, sqliteFile(env.DATA_DIR))
    const restored = await startServer('sqlite', {}, env)
    try {
      const staff = await restored.client().signIn('kept', 'kept-pass-1')
      expect(staff.token).toBeTruthy()
      expect(await usernames(await restored.client().signIn())).toContain('kept')
    } finally {
      await restored.close()
      await dropEnv(env)
    }
  })

  it('names its copy by the UTC time under DATA_DIR/backups unless given a path', async () => {
    const at = new Date('2026-05-01T09:30:00.123Z')
    const file = await backup(server.env, undefined, at)
    expect(file).toBe(path.join(server.env.DATA_DIR, 'backups', 'backroom-20260501T093000Z.sqlite'))
    expect(backupName(at)).toBe('backroom-20260501T093000Z.sqlite')
    expect(fs.statSync(file).size).toBeGreaterThan(0)
  })

  it('never overwrites a file, and names what is missing when there is no database', async () => {
    const taken = path.join(server.env.DATA_DIR, 'taken.sqlite')
    fs.writeFileSync(taken, 'keep me')
    await expect(backup(server.env, taken)).rejects.toThrow(`${taken} exists already`)
    expect(fs.readFileSync(taken, 'utf8')).toBe('keep me')
    const empty = path.join(server.env.DATA_DIR, 'empty')
    await expect(backup({ ...server.env, DATA_DIR: empty })).rejects.toThrow(
      /^No database at .*check DATA_DIR/,
    )
  })

  it('refuses PostgreSQL, naming the pg_dump command and keeping the URL out of it', async () => {
    const env = { ...server.env, DATABASE_URL: 'postgres://shop:secret@db.example.com/shop' }
    const refused = backup(env, undefined, new Date('2026-05-01T09:30:00Z'))
    await expect(refused).rejects.toThrow(
      'pg_dump --format=custom --file=backroom-20260501T093000Z.dump "$DATABASE_URL"',
    )
    await expect(refused).rejects.not.toThrow('secret')
  })
})
