import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

interface UserRow {
  id: number
  username: string
  nickName: string | null
  hasPassword: boolean
}

describe.each(dialects)('the users’ fields on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const add = (body: Record<string, unknown>) =>
    root.post<{ id: number }>('/admin/base/sys/user/add', { departmentId: 1, ...body })
  const listed = async (username: string) =>
    (
      await root.post<{ list: UserRow[] }>('/admin/base/sys/user/page', { keyWord: username, size: 100 })
    ).data.list.find((u) => u.username === username)

  it('keeps a user added without a password, who cannot sign in until one is set, and says so in the list', async () => {
    const role = await root.post<{ id: number }>('/admin/base/sys/role/add', {
      name: 'Cashier',
      label: 'cashier',
      menuIdList: await server.menuIds('base.sys.user'),
    })
    expect((await add({ username: 'no-password', name: 'Nora', roleIdList: [role.data.id] })).code).toBe(1000)
    expect(await listed('no-password')).toMatchObject({ hasPassword: false })
    expect((await server.client().login('no-password', 'anything-1')).code).toBe(1001)

    const { id } = (await listed('no-password')) as UserRow
    await root.post('/admin/base/sys/user/update', { id, password: 'now-set-1' })
    expect(await listed('no-password')).toMatchObject({ hasPassword: true })
    expect((await server.client().login('no-password', 'now-set-1')).code).toBe(1000)
  })

  it('gives a user added without a nickname the username, and refuses emptying it', async () => {
    await add({ username: 'nick-default', name: 'Nina' })
    await add({ username: 'nick-own', nickName: 'Nini' })
    expect(await listed('nick-default')).toMatchObject({ nickName: 'nick-default' })
    expect(await listed('nick-own')).toMatchObject({ nickName: 'Nini' })
    const { id } = (await listed('nick-own')) as UserRow
    for (const nickName of ['', '  ', null]) {
      const r = await root.post('/admin/base/sys/user/update', { id, nickName })
      expect(r.code).toBe(1001)
      expect(r.body).toMatchObject({ field: 'nickName' })
    }
    expect(await listed('nick-own')).toMatchObject({ nickName: 'Nini' })
  })

  it('accepts phones of digits, spaces, + and - up to 20 characters and e-mail addresses, and names the field it refuses', async () => {
    expect((await add({ username: 'phone-ok', phone: '+49 30-1234 5678', email: 'a@b.de' })).code).toBe(1000)
    for (const phone of ['12a45', '(030) 1234', '1'.repeat(21)]) {
      const r = await add({ username: `phone-${phone.length}`, phone })
      expect(r.code).toBe(1001)
      expect(r.body).toMatchObject({ field: 'phone' })
    }
    for (const email of ['nobody', 'a@b', 'a b@c.de']) {
      const r = await add({ username: 'mail-bad', email })
      expect(r.code).toBe(1001)
      expect(r.body).toMatchObject({ field: 'email' })
    }
    const { id } = (await listed('phone-ok')) as UserRow
    const r = await root.post('/admin/base/sys/user/update', { id, phone: 'call me' })
    expect(r.body).toMatchObject({ code: 1001, field: 'phone' })
  })

  it('names the username field when the username is taken', async () => {
    await add({ username: 'taken' })
    const r = await add({ username: 'taken' })
    expect(r.body).toMatchObject({ code: 1001, message: '用户名 已存在', field: 'username' })
  })

  it('accepts only whole sort numbers from 0 for departments', async () => {
    for (const orderNum of [-1, 1.5, 'x']) {
      const r = await root.post('/admin/base/sys/department/add', { name: 'Sorted', orderNum })
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 1001, field: 'orderNum' })
    }
    expect((await root.post('/admin/base/sys/department/add', { name: 'Sorted', orderNum: 3 })).code).toBe(
      1000,
    )
  })

  it('moves users only with a target department and at least one user, naming the missing field', async () => {
    const { id } = (await add({ username: 'mover' })).data
    const noUsers = await root.post('/admin/base/sys/user/move', { departmentId: 1, userIds: [] })
    expect(noUsers.body).toMatchObject({ code: 1001, field: 'userIds' })
    const noTarget = await root.post('/admin/base/sys/user/move', { userIds: [id] })
    expect(noTarget.body).toMatchObject({ code: 1001, field: 'departmentId' })
  })
})
