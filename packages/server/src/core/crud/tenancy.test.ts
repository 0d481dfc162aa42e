import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { systemCaller } from '../auth/system.ts'
import { scopeCondition } from './scope.ts'

const shelf = fileURLToPath(new URL('../../test/fixtures/modules/shelf', import.meta.url))
type Item = { id: number; name: string }

/** Two super-admins in tenants 1 and 2, and the root admin of every tenant. */
async function tenants(server: TestServer) {
  const root = await server.client().signIn()
  const clients: ApiClient[] = []
  for (const tenant of [1, 2]) {
    const username = `tenant${tenant}`
    const r = await root.post<{ id: number }>('/admin/base/sys/user/add', {
      username,
      password: 'tenant-pass-1',
      departmentId: 1,
      roleIdList: [1],
    })
    if (r.code !== 1000) throw new Error(r.message)
    await server.app.ctx.db
      .updateTable('base_sys_user')
      .set({ tenantId: tenant })
      .where('id', '=', r.data.id)
      .execute()
    clients.push(await server.client().signIn(username, 'tenant-pass-1'))
  }
  return { root, one: clients[0], two: clients[1] }
}

const names = async (c: ApiClient) =>
  (await c.post<{ list: Item[] }>('/admin/shelf/item/page', { size: 100 })).data.list
    .map((i) => i.name)
    .sort()

describe.each(dialects)('the tenant filter on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { TENANCY: 'on' }, undefined, { moduleDirs: [shelf] })
  })
  afterAll(() => server?.close())

  it('shows and lets change only the rows of the caller’s tenant, super-admins included', async () => {
    const { root, one, two } = await tenants(server)
    const oak = await one.post<{ id: number }>('/admin/shelf/item/add', { name: 'oak' })
    const pine = await two.post<{ id: number }>('/admin/shelf/item/add', { name: 'pine' })
    expect(await names(one)).toEqual(['oak'])
    expect(await names(two)).toEqual(['pine'])
    expect(await names(root)).toEqual(['oak', 'pine'])

    expect((await one.get('/admin/shelf/item/info', { id: pine.data.id })).data).toBeUndefined()
    expect((await one.post('/admin/shelf/item/update', { id: pine.data.id, name: 'mine' })).code).toBe(1001)
    await one.post('/admin/shelf/item/delete', { ids: [pine.data.id] })
    expect(await names(two)).toEqual(['pine'])

    const stored = await server.app.ctx.db
      .selectFrom('shelf_item')
      .select(['id', 'tenantId'])
      .where('id', 'in', [oak.data.id, pine.data.id])
      .orderBy('id')
      .execute()
    expect(stored.map((r) => r.tenantId)).toEqual([1, 2])
  })

  it('lets a system job act without the filter, logged with its reason', () => {
    const caller = systemCaller(server.app.ctx, 'test: purge every tenant')
    expect(scopeCondition({ none: 'x', tenant: true }, caller)).toBeUndefined()
  })
})

describe.each(dialects)('without TENANCY on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, {}, undefined, { moduleDirs: [shelf] })
  })
  afterAll(() => server?.close())

  it('shows every row whatever the administrator’s tenant', async () => {
    const { one, two } = await tenants(server)
    await one.post('/admin/shelf/item/add', { name: 'elm' })
    await two.post('/admin/shelf/item/add', { name: 'ash' })
    expect(await names(one)).toEqual(['ash', 'elm'])
  })
})
