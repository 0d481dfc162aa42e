import type { ColumnMeta } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DynamicDb } from '../../platform.ts'
import {
  type ApiClient,
  dialects,
  serves,
  startServer,
  type TestServer,
  tableIndexes,
} from '../../test/harness.ts'
import { purge } from './index.ts'

const DAY = 24 * 60 * 60 * 1000

/** A value a column accepts, unique enough for unique columns. */
function sample(meta: ColumnMeta, n: number): unknown {
  if (meta.defaultValue !== undefined) return meta.defaultValue
  switch (meta.kind) {
    case 'int':
      return 1
    case 'boolean':
      return true
    case 'decimal':
      return '1'
    case 'json':
      return {}
    case 'datetime':
      return new Date().toISOString()
    default:
      return `w${n}`.slice(0, meta.length ?? 100)
  }
}

describe.each(dialects)('the recycle bin on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const records = async () =>
    (
      await root.post<{
        list: { id: number; entityInfo: { table: string }; userName: string; count: number }[]
      }>('/admin/recycle/data/page', { size: 100 })
    ).data.list

  it('receives a record from the delete of every resource, unless the resource says why not', async () => {
    // every resource's table, by name
    const db: DynamicDb = server.app.ctx.db
    let n = 0
    const walked: string[] = []
    for (const c of server.app.ctx.registry.controllers) {
      // the administrators' resources (an app user's delete of their own rows goes through the same engine)
      if (!c.entity || c.prefix.startsWith('/app/') || !c.routes.some((r) => r.action === 'delete')) continue
      if (c.recycle) {
        expect(c.recycle.none.length, c.prefix).toBeGreaterThan(10)
        continue
      }
      const columns = c.entity.columns as Record<string, { meta: ColumnMeta }>
      const now = new Date().toISOString()
      const values: Record<string, unknown> = { createTime: now, updateTime: now }
      for (const [name, { meta }] of Object.entries(columns)) {
        if (
          ['id', 'createTime', 'updateTime'].includes(name) ||
          meta.nullable ||
          meta.defaultValue !== undefined
        )
          continue
        values[name] = sample(meta, ++n)
      }
      const { id } = await db
        .insertInto(c.entity.table)
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      const r = await root.post(`${c.prefix}/delete`, { ids: [id] })
      expect(r.code, `${c.prefix}: ${r.message}`).toBe(1000)
      const [last] = await records()
      expect(last.entityInfo.table, c.prefix).toBe(c.entity.table)
      expect(last).toMatchObject({ count: 1, userName: expect.any(String) })
      walked.push(c.prefix)
    }
    expect(walked).toEqual(
      expect.arrayContaining(['/admin/base/sys/user', '/admin/base/sys/department', '/admin/dict/type']),
    )
  })

  it("shows a record's rows as their screen does: times in the wire format, amounts with their scale, no secrets", async () => {
    const { data: added } = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username: `shown${Date.now()}`,
      password: 'secret-123',
      departmentId: 1,
    })
    await root.post('/admin/base/sys/user/delete', { ids: [added.id] })
    const record = (await records()).find((r) => r.entityInfo.table === 'base_sys_user')
    const { data } = await root.get<{ data: { table: string; rows: Record<string, unknown>[] }[] }>(
      `/admin/recycle/data/info?id=${record?.id}`,
    )
    const row = data.data.find((c) => c.table === 'base_sys_user')?.rows.find((r) => r.id === added.id)
    expect(row?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(row).not.toHaveProperty('password')
  })

  it('keeps records for recycleKeep days: the daily purge drops older ones, readable and settable', async () => {
    expect((await root.get('/admin/recycle/data/getKeep')).data).toBe('31')
    expect((await root.post('/admin/recycle/data/setKeep', { value: 0 })).code).toBe(1001)
    expect((await root.post('/admin/recycle/data/setKeep', { value: 5 })).code).toBe(1000)
    expect((await root.get('/admin/recycle/data/getKeep')).data).toBe('5')
    const { id: typeId } = (
      await root.post<{ id: number }>('/admin/dict/type/add', { name: 'Old', key: 'old_one' })
    ).data
    const { id: newer } = (
      await root.post<{ id: number }>('/admin/dict/type/add', { name: 'New', key: 'new_one' })
    ).data
    await root.post('/admin/dict/type/delete', { ids: [typeId] })
    const [old] = await records()
    await root.post('/admin/dict/type/delete', { ids: [newer] })
    const [recent] = await records()
    const { db } = server.app.ctx
    const at = (days: number) => new Date(Date.now() - days * DAY).toISOString()
    await db
      .updateTable('recycle_data')
      .set({ createTime: at(6) })
      .where('id', '=', old.id)
      .execute()
    await db
      .updateTable('recycle_data')
      .set({ createTime: at(4) })
      .where('id', '=', recent.id)
      .execute()
    await purge(server.app.ctx)
    const left = (await records()).map((r) => r.id)
    expect(left).toContain(recent.id)
    expect(left).not.toContain(old.id)
  })

  it('keeps the indexes its lookups need: by the person who deleted, by time (no plain updateTime: nothing reads by it)', async () => {
    const { db, dialect } = server.app.ctx
    const indexes = await tableIndexes(db, dialect, 'recycle_data')
    expect(['(userId)', '(createTime)'].filter((i) => !serves(indexes, i))).toEqual([])
    expect(indexes).not.toContain('(updateTime)')
  })
})
