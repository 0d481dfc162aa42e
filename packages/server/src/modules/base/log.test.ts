import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatTime } from '../../platform.ts'
import { type ApiClient, dialects, resourceOf, startServer, type TestServer } from '../../test/harness.ts'

type LogPage = { list: { action: string; createTime: string }[]; pagination: { total: number } }

describe.each(dialects)('the request log screen on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  /** rows of these actions once a later call of `marker` is written (the log is written in order) */
  const rowsAfter = async (marker: string, actions: string[]) => {
    await admin.get('/admin/base/comm/person', { marker })
    for (let i = 0; i < 100; i++) {
      const rows = await server.app.ctx.db
        .selectFrom('base_sys_log')
        .select(['action', 'params'])
        .where('action', 'in', ['/admin/base/comm/person', ...actions])
        .execute()
      if (rows.some((r) => JSON.stringify(r.params).includes(marker)))
        return rows.filter((r) => actions.includes(r.action))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the call marked ${marker} was never logged`)
  }

  it("leaves the log screen's own reads out of the log", async () => {
    await admin.post('/admin/base/sys/log/page', {})
    await admin.get('/admin/base/sys/log/getKeep')
    expect(await rowsAfter('reads', ['/admin/base/sys/log/page', '/admin/base/sys/log/getKeep'])).toEqual([])
  })

  it('leaves out the background reads a route marks unlogged (dictionary data)', async () => {
    await admin.post('/admin/dict/info/data', {})
    expect(await rowsAfter('session data', ['/admin/dict/info/data'])).toEqual([])
  })

  it('filters by a createTime range, whole days or exact times, open at either end', async () => {
    await admin.get('/admin/base/comm/person', { marker: 'range' })
    await rowsAfter('range-written', [])
    const page = (createTime: unknown) =>
      admin.post<LogPage>('/admin/base/sys/log/page', { createTime, keyWord: 'person', size: 100 })
    const all = (await page(undefined)).data.list
    expect(all.length).toBeGreaterThanOrEqual(2)
    const times = all.map((r) => r.createTime).sort()
    const [first, last] = [times[0], times[times.length - 1]]
    const today = first.slice(0, 10)
    expect((await page([today, last.slice(0, 10)])).data.list).toHaveLength(all.length)
    expect((await page([first, last])).data.list).toHaveLength(all.length)
    expect((await page([null, last.slice(0, 10)])).data.list).toHaveLength(all.length)
    const tomorrow = formatTime(Date.now() + 2 * 86_400_000).slice(0, 10)
    expect((await page([tomorrow, null])).data.list).toEqual([])
    for (const bad of [today, [today], ['yesterday', null], [last, first.replace(/^\d{4}/, '2000')], [1, 2]])
      expect((await page(bad)).code, JSON.stringify(bad)).toBe(1001)
  })

  it("finds a short keyword in the person's name or the action, page by page, with totals that follow a rename", async () => {
    const { db } = server.app.ctx
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 0, minutes)).toISOString()
    const [user] = await db
      .insertInto('base_sys_user')
      .values({ username: `kw-${dialect}`, name: '甍骞', createTime: at(0), updateTime: at(0) })
      .returning('id')
      .execute()
    // by the person (1, 3, 5), by the action (2, 4), by both (6), and one by neither (7)
    const by: [number | null, string][] = [
      [user.id, '/admin/x/a'],
      [null, '/admin/甍骞/b'],
      [user.id, '/admin/x/c'],
      [null, '/admin/x/甍骞'],
      [user.id, '/admin/x/e'],
      [user.id, '/admin/甍骞/f'],
      [null, '/admin/x/g'],
    ]
    const rows = by.map(([userId, action], i) => ({
      userId,
      action,
      ip: '10.0.0.1',
      params: '{}',
      createTime: at(10 + i),
      updateTime: at(10 + i),
    }))
    await db.insertInto('base_sys_log').values(rows).execute()
    const pages = async (keyWord: string) => {
      const out: string[] = []
      let total = -1
      for (const page of [1, 2, 3, 4]) {
        const reply = await admin.post<LogPage>('/admin/base/sys/log/page', { keyWord, page, size: 2 })
        out.push(...reply.data.list.map((r) => r.action))
        total = reply.data.pagination.total
      }
      return { actions: out, total }
    }
    const newestFirst = (picks: number[]) => picks.map((i) => rows[i - 1].action).reverse()
    expect(await pages('甍骞')).toEqual({ actions: newestFirst([1, 2, 3, 4, 5, 6]), total: 6 })
    expect(await pages('骞')).toEqual({ actions: newestFirst([1, 2, 3, 4, 5, 6]), total: 6 })
    await db.updateTable('base_sys_user').set({ name: '改名' }).where('id', '=', user.id).execute()
    expect(await pages('甍骞')).toEqual({ actions: newestFirst([2, 4, 6]), total: 3 })
    expect(await pages('改名')).toEqual({ actions: newestFirst([1, 3, 5, 6]), total: 4 })
  })

  it('keeps the plan of a keyword search while rows are only added, and makes it again for a new value or a change', async () => {
    await rowsAfter('plans', [])
    const { db } = server.app.ctx
    const log = resourceOf(server, 'base_sys_log')
    const at = (minutes: number) => new Date(Date.UTC(2021, 0, 1, 0, minutes)).toISOString()
    const row = (minute: number, action: string, ip = '10.0.0.2') => ({
      userId: null,
      action,
      ip,
      params: '{}',
      createTime: at(minute),
      updateTime: at(minute),
    })
    let minute = 0
    const add = async (action: string, ip?: string) => {
      const [added] = await db
        .insertInto('base_sys_log')
        .values(row(++minute, action, ip))
        .returning('id')
        .execute()
      return added.id
    }
    const search = async () => {
      const reply = await admin.post<LogPage>('/admin/base/sys/log/page', { keyWord: '靺鞨', size: 3 })
      expect(reply.code).toBe(1000)
      return { actions: reply.data.list.map((r) => r.action), total: reply.data.pagination.total }
    }
    const built = vi.spyOn(log.paging, 'plan')
    const page = (actions: string[], total: number) => ({ actions, total })
    try {
      await add('/admin/靺鞨/a')
      await add('/admin/x/bulk', '靺鞨-1')
      expect(await search()).toEqual(page(['/admin/x/bulk', '/admin/靺鞨/a'], 2))
      expect(built).toHaveBeenCalledTimes(1)
      // few addresses have it: the plan names their rows, and a row added with one is not among them
      await add('/admin/x/bulk', '靺鞨-2')
      expect(await search()).toEqual(page(['/admin/x/bulk', '/admin/x/bulk', '/admin/靺鞨/a'], 3))
      expect(built).toHaveBeenCalledTimes(2)
      // more addresses than a plan lists: it probes their postings
      await db
        .insertInto('base_sys_log')
        .values(Array.from({ length: 510 }, (_, i) => row(0, '/admin/x/bulk', `靺鞨-${i}`)))
        .execute()
      expect((await search()).total).toBe(513)
      expect(built).toHaveBeenCalledTimes(3)
      // rows added with a value and an address known to have it, and one without: the same plan
      await add('/admin/x/bulk', '靺鞨-c')
      await add('/admin/靺鞨/a')
      await add('/admin/x/bulk')
      expect(await search()).toEqual(page(['/admin/靺鞨/a', '/admin/x/bulk', '/admin/x/bulk'], 515))
      expect(built).toHaveBeenCalledTimes(3)
      // a value no row held: made again, and found
      const fresh = await add('/admin/靺鞨/new')
      expect(await search()).toEqual(page(['/admin/靺鞨/new', '/admin/靺鞨/a', '/admin/x/bulk'], 516))
      expect(built).toHaveBeenCalledTimes(4)
      // a delete: made again; the value it left counted 0, held again by an added row: made again
      await db.deleteFrom('base_sys_log').where('id', '=', fresh).execute()
      expect((await search()).total).toBe(515)
      expect(built).toHaveBeenCalledTimes(5)
      await add('/admin/靺鞨/new')
      expect(await search()).toEqual(page(['/admin/靺鞨/new', '/admin/靺鞨/a', '/admin/x/bulk'], 516))
      expect(built).toHaveBeenCalledTimes(6)
    } finally {
      built.mockRestore()
    }
  })

  it('keeps 1 to 3650 days and says so otherwise', async () => {
    admin.language = 'en'
    for (const value of [1, 3650, '30']) {
      expect((await admin.post('/admin/base/sys/log/setKeep', { value })).code).toBe(1000)
    }
    expect((await admin.get('/admin/base/sys/log/getKeep')).data).toBe('30')
    for (const value of [0, 3651, 1.5, 'abc', null]) {
      const r = await admin.post('/admin/base/sys/log/setKeep', { value })
      expect(r.code).toBe(1001)
      expect(r.message).toBe('The log keeps a whole number of days from 1 to 3650')
    }
    admin.language = 'zh-tw'
    const zh = await admin.post('/admin/base/sys/log/setKeep', { value: 0 })
    expect(zh.message).toBe('日誌保存天數須為 1 到 3650 之間的整數')
    expect((await admin.get('/admin/base/sys/log/getKeep')).data).toBe('30')
  })
})

describe.each(dialects)('REQUEST_LOG_IGNORE on %s', (dialect) => {
  let server: TestServer
  afterAll(() => server.close())

  it('replaces the default list', async () => {
    server = await startServer(dialect, { REQUEST_LOG_IGNORE: '/admin/base/comm/*' })
    const admin = await server.client().signIn()
    await admin.get('/admin/base/comm/person')
    await admin.post('/admin/base/sys/log/page', {})
    await admin.get('/admin/base/sys/log/getKeep')
    for (let i = 0; i < 100; i++) {
      const rows = await server.app.ctx.db.selectFrom('base_sys_log').select('action').execute()
      const actions = rows.map((r) => r.action)
      if (actions.includes('/admin/base/sys/log/getKeep')) {
        expect(actions).toContain('/admin/base/sys/log/page')
        expect(actions.filter((a) => a.startsWith('/admin/base/comm/'))).toEqual([])
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the log screen reads were never logged')
  })
})
