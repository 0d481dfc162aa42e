import { SysUser, UserAdd, UserUpdate } from '@backroom/contract'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setPermMenu } from '../../shell/menu/menu-store'
import { crudWrapper } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { initialValues, useUpsert } from './use-upsert'

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }))
vi.mock('../../shell/request/client', () => ({ api }))

const users = defineResource({
  prefix: '/admin/base/sys/user',
  entity: SysUser,
  addSchema: UserAdd,
  updateSchema: UserUpdate,
  area: 'sys-user',
  title: 'sys-user.title',
  fields: [
    { name: 'username' },
    { name: 'nickName' },
    { name: 'phone' },
    { name: 'email' },
    { name: 'status' },
    { name: 'password', form: { only: 'add' } },
    { name: 'departmentName' },
  ],
})

beforeEach(() => {
  api.post.mockReset().mockResolvedValue({ id: 9 })
  api.get.mockReset()
  setPermMenu({ perms: ['base:sys:user:info'], menus: [] })
})

describe('the add/edit dialog', () => {
  it('knows from the contract which fields are required and which the form shows', () => {
    expect(users.field('username')).toMatchObject({ required: true, maxLength: 100 })
    expect(users.field('phone')).toMatchObject({ required: false, maxLength: 20 })
    expect(users.field('departmentName')?.form).toBe(false)
    expect(users.perm('update')).toBe('base:sys:user:update')
  })

  it('starts a new record with the entity’s defaults and the page’s values', () => {
    expect(initialValues(users, { departmentId: 3 })).toEqual({ status: 1, departmentId: 3 })
  })

  it('answers the field errors of the contract schema and saves nothing', () => {
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    act(() => result.current.openAdd())
    let errors: ReturnType<typeof result.current.submit> = []
    act(() => {
      errors = result.current.submit({ username: 'x'.repeat(101), phone: '1'.repeat(21), password: '123' })
    })
    expect(Object.fromEntries(errors.map((e) => [e.name, e.errors]))).toEqual({
      username: ['crud.rules.maxLength'],
      phone: ['crud.rules.maxLength'],
      password: ['crud.rules.minLength'],
    })
    expect(api.post).not.toHaveBeenCalled()
  })

  it('sends the checked body: trimmed, blanks as null, unknown fields dropped', async () => {
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    act(() => result.current.openAdd({ status: 1 }))
    act(() => {
      result.current.submit({ username: '  anna ', phone: '', status: 1, extra: 'x' })
    })
    await waitFor(() => expect(api.post).toHaveBeenCalled())
    expect(api.post).toHaveBeenCalledWith('/admin/base/sys/user/add', {
      username: 'anna',
      phone: null,
      status: 1,
    })
    await waitFor(() => expect(result.current.open).toBe(false))
  })

  it('edits the record as info reads it, and updates it by id', async () => {
    api.get.mockResolvedValue({ id: 4, username: 'bo', roleIdList: [2] })
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    await act(() => result.current.openEdit({ id: 4, username: 'stale' }))
    expect(api.get).toHaveBeenCalledWith('/admin/base/sys/user/info', { id: 4 })
    expect(result.current.initial).toMatchObject({ username: 'bo', roleIdList: [2] })
    act(() => {
      result.current.submit({ username: 'bo', status: 0 })
    })
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/base/sys/user/update', {
        id: 4,
        username: 'bo',
        status: 0,
      }),
    )
  })

  it('edits from the row when the user may not read the record', async () => {
    setPermMenu({ perms: [], menus: [] })
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    await act(() => result.current.openEdit({ id: 4, username: 'row' }))
    expect(api.get).not.toHaveBeenCalled()
    expect(result.current.initial).toMatchObject({ username: 'row' })
  })

  it('drops the answer of a record opened before, and saves nothing while the record loads', async () => {
    let answerA: (row: unknown) => void = () => {}
    api.get.mockImplementation((_: string, { id }: { id: number }) =>
      id === 1
        ? new Promise((resolve) => {
            answerA = resolve
          })
        : Promise.resolve({ id: 2, username: 'bea' }),
    )
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    let openingA: Promise<void> = Promise.resolve()
    act(() => {
      openingA = result.current.openEdit({ id: 1, username: 'ann' })
    })
    expect(result.current).toMatchObject({ loading: true, initial: {} })
    act(() => {
      expect(result.current.submit({ username: 'x' })).toEqual([])
    })
    const sessionA = result.current.session
    act(() => result.current.close())
    await act(() => result.current.openEdit({ id: 2, username: 'b' }))
    expect(result.current.session).toBeGreaterThan(sessionA)
    await act(async () => {
      answerA({ id: 1, username: 'ann' })
      await openingA
    })
    expect(result.current).toMatchObject({ id: 2, loading: false, initial: { username: 'bea' } })
    expect(api.post).not.toHaveBeenCalled()
  })

  it('leaves out emptied fields whose body refuses null, and sends null for the others', async () => {
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    act(() => result.current.openAdd())
    act(() => {
      expect(result.current.submit({ username: 'cy', nickName: '', password: '', phone: '' })).toEqual([])
    })
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/admin/base/sys/user/add', { username: 'cy', phone: null }),
    )
  })

  it('names the contract’s phone and e-mail rules', () => {
    const { result } = renderHook(() => useUpsert(users), { wrapper: crudWrapper() })
    act(() => result.current.openAdd())
    let errors: ReturnType<typeof result.current.submit> = []
    act(() => {
      errors = result.current.submit({ username: 'dee', phone: '030/1234', email: 'dee@' })
    })
    expect(Object.fromEntries(errors.map((e) => [e.name, e.errors]))).toEqual({
      phone: ['crud.rules.phone'],
      email: ['crud.rules.email'],
    })
  })

  it('requires on update what an update may not empty: a nickname, a username, not the roles', () => {
    expect(users.field('nickName')).toMatchObject({ required: false, requiredOnUpdate: true })
    expect(users.field('username')).toMatchObject({ required: true, requiredOnUpdate: true })
    expect(users.field('phone')).toMatchObject({ requiredOnUpdate: false })
  })
})
