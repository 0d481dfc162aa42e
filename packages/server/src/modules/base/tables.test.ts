import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects, serves, startServer, type TestServer, tableIndexes } from '../../test/harness.ts'

/** The indexes base's tables had when migrations wrote their DDL by hand, before and after `tables`. */
const EXPECTED: Record<string, string[]> = {
  base_sys_department: ['(parentId)'],
  base_sys_user: ['(departmentId)', '(status)', 'unique (username)'],
  base_sys_role: ['unique (name)', 'unique (label)'],
  base_sys_menu: ['(parentId)'],
  base_sys_user_role: ['unique (userId, roleId)', '(roleId)'],
  base_sys_role_menu: ['unique (roleId, menuId)', '(menuId)'],
  base_sys_role_department: ['unique (roleId, departmentId)', '(departmentId)'],
  base_sys_param: ['unique (keyName)'],
  base_sys_conf: ['unique (cKey)'],
  base_upload_usage: ['unique (userId)'],
  base_sys_log: ['(userId)'],
  base_sys_menu_key: ['unique (key)'],
  base_upload_file: ['unique (key)'],
}

describe.each(dialects)("base's tables on a new database on %s", (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect)
  })
  afterAll(() => server?.close())

  it('have the unique constraints they always had, and an index for every lookup the old ones served', async () => {
    const { db, dialect } = server.app.ctx
    const missing: string[] = []
    for (const [table, expected] of Object.entries(EXPECTED)) {
      const indexes = await tableIndexes(db, dialect, table)
      // every table once had (updateTime) too: no query read by it, and it cost every write
      for (const index of [...expected, '(createTime)'])
        if (index.startsWith('unique ') ? !indexes.includes(index) : !serves(indexes, index))
          missing.push(`${table} ${index}`)
    }
    expect(missing).toEqual([])
  })

  it('keep no plain index that a derived one begins with (a write would update both)', async () => {
    const { db, dialect } = server.app.ctx
    const log = await tableIndexes(db, dialect, 'base_sys_log')
    // the request log is read newest first, by person and by time: (userId, createTime, id) and
    // (createTime, id) serve what (userId) and (createTime) did
    expect(log).not.toContain('(userId)')
    expect(log).not.toContain('(createTime)')
    expect(log).toEqual(expect.arrayContaining(['(userId, createTime, id)', '(createTime, id)']))
    const users = await tableIndexes(db, dialect, 'base_sys_user')
    expect(users).not.toContain('(departmentId)')
    expect(users).toContain('unique (username)')
  })

  it('hold each link between a user and a role once', async () => {
    const admin = await server.client().signIn()
    const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'twice-linked',
      label: 'twiceLinked',
    })
    const user = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username: 'twice-linked',
      roleIdList: [role.data.id],
    })
    const { db } = server.app.ctx
    const now = new Date().toISOString()
    const link = { userId: user.data.id, roleId: role.data.id, createTime: now, updateTime: now }
    await expect(db.insertInto('base_sys_user_role').values(link).execute()).rejects.toThrow(/unique/i)
  })

  it('are typed for ctx.db: rows have their columns, and a column that does not exist fails to compile', async () => {
    const { db } = server.app.ctx
    const admin = await db
      .selectFrom('base_sys_user')
      .select(['id', 'username', 'passwordV'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
    const username: string = admin.username
    const version: number = admin.passwordV
    expect([username, version > 0]).toEqual(['admin', true])
    // the check is the compiler's (npx tsc -p packages/server): the query itself is never run
    // @ts-expect-error: base_sys_user has no column `loginName`
    expect(db.selectFrom('base_sys_user').select('loginName').compile().sql).toContain('"loginName"')
  })
})
