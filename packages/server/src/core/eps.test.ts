import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../test/harness.ts'

type Descriptor = {
  prefix: string
  name?: string
  api: { method: string; path: string; ignoreToken: boolean; permission: string | null }[]
  columns: { propertyName: string; type: string; dict?: unknown; source: string }[]
  pageColumns: { propertyName: string; source: string }[]
  search: {
    keyWordLikeFields: { propertyName: string }[]
    fieldEq: { propertyName: string; requestParam: string }[]
  }
}

describe('EPS', () => {
  let server: TestServer
  let open: TestServer
  beforeAll(async () => {
    server = await startServer('sqlite')
    open = await startServer('sqlite', { EPS_PUBLIC: 'true' })
  })
  afterAll(async () => {
    await server.close()
    await open.close()
  })

  it('answers an anonymous caller with {} unless EPS_PUBLIC is set', async () => {
    expect((await server.client().get('/admin/base/open/eps')).data).toEqual({})
    expect(
      Object.keys((await open.client().get<Record<string, unknown>>('/admin/base/open/eps')).data),
    ).toContain('base')
  })

  it('lists every seeded controller with its routes, columns and search block for an admin', async () => {
    const admin = await server.client().signIn()
    const eps = (await admin.get<Record<string, Descriptor[]>>('/admin/base/open/eps')).data
    const prefixes = Object.values(eps).flatMap((list) => list.map((d) => d.prefix))
    for (const p of [
      '/admin/base/open',
      '/admin/base/comm',
      '/admin/base/sys/user',
      '/admin/base/sys/role',
      '/admin/base/sys/department',
      '/admin/base/sys/menu',
      '/admin/base/sys/param',
      '/admin/base/sys/log',
      '/admin/dict/type',
      '/admin/dict/info',
      '/admin/recycle/data',
    ]) {
      expect(prefixes).toContain(p)
    }
    const user = eps.base.find((d) => d.prefix === '/admin/base/sys/user')!
    expect(user.name).toBe('BaseSysUserEntity')
    expect(user.api).toContainEqual(
      expect.objectContaining({ method: 'post', path: '/page', permission: 'base:sys:user:page' }),
    )
    expect(user.api).toContainEqual(
      expect.objectContaining({ path: '/move', permission: 'base:sys:user:move' }),
    )
    expect(user.columns.map((c) => c.propertyName)).not.toContain('password')
    expect(user.columns.at(-1)?.propertyName).toBe('updateTime')
    expect(user.columns.find((c) => c.propertyName === 'status')).toMatchObject({
      type: 'int',
      dict: ['禁用', '启用'],
      source: 'a.status',
    })
    expect(user.pageColumns).toContainEqual(
      expect.objectContaining({ propertyName: 'departmentName', source: 'b.name' }),
    )
    expect(user.search.keyWordLikeFields.map((c) => c.propertyName)).toEqual([
      'name',
      'username',
      'nickName',
      'phone',
    ])
    const open = eps.base.find((d) => d.prefix === '/admin/base/open')!
    expect(open.api.find((a) => a.path === '/login')?.ignoreToken).toBe(true)
  })
})
