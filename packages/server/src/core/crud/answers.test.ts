import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, dialects, resourceOf, startServer, type TestServer } from '../../test/harness.ts'
import { nowIso } from '../db/wire.ts'
import { KeptAnswers } from './answers.ts'
import type { Resource } from './resource.ts'

interface UserRow {
  id: number
  username: string
  name: string | null
  departmentName: string | null
  roleName: string
  roleIdList: number[]
}
interface UserPage {
  list: UserRow[]
  pagination: { total: number }
}

describe.each(dialects)('kept page answers on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let users: Resource
  let n = 0
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    users = resourceOf(server, 'base_sys_user')
  })
  afterAll(() => server?.close())

  /** A user of its own (a name no other test uses) in department 12, and the body of a page of it. */
  const person = async (roleIdList: number[] = []) => {
    const username = `kept${++n}-${dialect}`
    const r = await admin.post<{ id: number }>('/admin/base/sys/user/add', {
      username,
      name: `Name ${n}`,
      password: 'kept-pass-1',
      departmentId: 12,
      roleIdList,
    })
    expect(r.code, r.message).toBe(1000)
    return { id: r.data.id, body: { page: 1, size: 20, keyWord: username } }
  }
  const page = async (body: object, client = admin) => {
    const r = await client.post<UserPage>('/admin/base/sys/user/page', body)
    expect(r.code, r.message).toBe(1000)
    return r.data
  }
  const computed = () => vi.spyOn(users.paging, 'page')

  it('answers a page asked again without reading it again, until a table it reads is written by any code', async () => {
    const role = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      name: `kept-role-${dialect}`,
      label: `kept-role-${dialect}`,
      menuIdList: [],
      departmentIdList: [1],
    })
    const { id, body } = await person([role.data.id])
    const { db } = server.app.ctx
    const spy = computed()
    try {
      const first = await page(body)
      expect(first.list.map((u) => u.id)).toEqual([id])
      expect(await page(body)).toEqual(first)
      expect(spy).toHaveBeenCalledTimes(1)

      // each write below goes straight to the database, past the resource and its hooks
      await db.updateTable('base_sys_user').set({ name: 'Renamed' }).where('id', '=', id).execute()
      expect((await page(body)).list[0].name).toBe('Renamed')
      await db.updateTable('base_sys_department').set({ name: 'Kept desk' }).where('id', '=', 12).execute()
      expect((await page(body)).list[0].departmentName).toBe('Kept desk')
      await db
        .updateTable('base_sys_role')
        .set({ name: 'Kept role' })
        .where('id', '=', role.data.id)
        .execute()
      expect((await page(body)).list[0].roleName).toBe('Kept role')
      await db.deleteFrom('base_sys_user_role').where('userId', '=', id).execute()
      expect((await page(body)).list[0]).toMatchObject({ roleName: '', roleIdList: [] })
      const now = nowIso()
      await db
        .insertInto('base_sys_user_role')
        .values({ userId: id, roleId: 1, createTime: now, updateTime: now })
        .execute()
      expect((await page(body)).list[0].roleIdList).toEqual([1])
      await db.deleteFrom('base_sys_user').where('id', '=', id).execute()
      expect(await page(body)).toMatchObject({ list: [], pagination: { total: 0 } })
      expect(spy).toHaveBeenCalledTimes(7)
      // and kept again once nothing moves
      await page(body)
      expect(spy).toHaveBeenCalledTimes(7)
    } finally {
      spy.mockRestore()
      await db.updateTable('base_sys_department').set({ name: '测试' }).where('id', '=', 12).execute()
    }
  })

  it("keeps an answer for the caller's language and data scope only", async () => {
    const { body } = await person()
    const inChinese = await page(body)
    const english = server.client()
    english.token = admin.token
    english.language = 'en'
    const inEnglish = await page(body, english)
    expect(inChinese.list[0].departmentName).toBe('测试')
    expect(inEnglish.list[0].departmentName).not.toBe('测试')

    // a staff member who sees department 1's users alone asks the very same body next
    const staff = `kept-staff-${dialect}`
    await admin.addStaff(staff, 'staff-pass-1', {
      menuIdList: await server.menuIds('base.sys.user', 'base.sys.user.query'),
      departmentIdList: [1],
    })
    const scoped = await server.client().signIn(staff, 'staff-pass-1')
    expect(await page(body, scoped)).toMatchObject({ list: [], pagination: { total: 0 } })
    expect((await page(body)).list).toHaveLength(1)
  })

  it('keeps no export', async () => {
    const { body } = await person()
    const spy = computed()
    try {
      const exported = { ...body, isExport: true }
      await page(exported)
      await page(exported)
      expect(spy).toHaveBeenCalledTimes(2)
    } finally {
      spy.mockRestore()
    }
  })
})

describe('KeptAnswers', () => {
  it('serves an answer only at the versions it was kept at', () => {
    const kept = new KeptAnswers()
    kept.set('a', 'v1', '[1]')
    expect(kept.get('a', 'v1')).toBe('[1]')
    expect(kept.get('a', 'v2')).toBeUndefined()
    expect(kept.get('b', 'v1')).toBeUndefined()
  })

  it('holds the most recently asked few: a rotation through more bodies finds none kept', () => {
    const kept = new KeptAnswers()
    for (let i = 0; i < 32; i++) kept.set(`k${i}`, 'v', String(i))
    // asked again, k0 is the most recent: k1 goes first
    expect(kept.get('k0', 'v')).toBe('0')
    kept.set('k32', 'v', '32')
    expect(kept.get('k1', 'v')).toBeUndefined()
    expect(kept.get('k0', 'v')).toBe('0')

    const rotating = new KeptAnswers()
    let found = 0
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 100; i++) {
        if (rotating.get(`q${i}`, 'v') !== undefined) found++
        else rotating.set(`q${i}`, 'v', String(i))
      }
    expect(found).toBe(0)
  })

  it('keeps no answer larger than a quarter of its characters, and drops the oldest past them', () => {
    const kept = new KeptAnswers()
    kept.set('huge', 'v', 'x'.repeat(150_000))
    expect(kept.get('huge', 'v')).toBeUndefined()
    for (let i = 0; i < 5; i++) kept.set(`big${i}`, 'v', 'x'.repeat(120_000))
    expect(kept.get('big0', 'v')).toBeUndefined()
    expect(kept.get('big4', 'v')).toBeDefined()
  })
})
