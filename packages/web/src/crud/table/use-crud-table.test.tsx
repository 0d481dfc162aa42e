import { SysUser } from '@backroom/contract'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { crudWrapper } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { requestBody, useCrudTable } from './use-crud-table'

const post = vi.hoisted(() => vi.fn())
vi.mock('../../shell/request/client', () => ({ api: { post, get: vi.fn() } }))

const users = defineResource({
  prefix: '/admin/base/sys/user',
  entity: SysUser,
  area: 'sys-user',
  title: 'sys-user.title',
  fields: [{ name: 'username' }, { name: 'status' }],
})
const page = (ids: number[], total = ids.length) => ({
  list: ids.map((id) => ({ id, username: `u${id}` })),
  pagination: { page: 1, size: 20, total },
})
const lastBody = () => post.mock.calls.at(-1)?.[1]

beforeEach(() => {
  post.mockReset()
  post.mockImplementation(async () => page([1, 2], 45))
})

describe('the request body of a table', () => {
  it('leaves out blank filters and sends the sort only as a pair', () => {
    const body = requestBody(
      { page: 2, size: 50, keyWord: '  li ', filters: { status: 0, name: '', ids: [] }, order: 'createTime' },
      { departmentIds: [3, 4] },
    )
    expect(body).toEqual({ page: 2, size: 50, keyWord: 'li', status: 0, departmentIds: [3, 4] })
  })

  it('asks a list without paging', () => {
    expect(requestBody({ page: 3, size: 20, keyWord: '', filters: {} }, {}, 'list')).toEqual({})
  })
})

describe('useCrudTable', () => {
  it('loads the first page with the page’s own filters', async () => {
    const { result } = renderHook(() => useCrudTable(users, { params: { departmentIds: [1] } }), {
      wrapper: crudWrapper(),
    })
    await waitFor(() => expect(result.current.rows).toHaveLength(2))
    expect(post).toHaveBeenCalledWith('/admin/base/sys/user/page', { page: 1, size: 20, departmentIds: [1] })
    expect(result.current.total).toBe(45)
  })

  it('maps sorting to order and sort, and a search back to page 1', async () => {
    const { result } = renderHook(() => useCrudTable(users), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.rows).toHaveLength(2))
    act(() => result.current.setPage(3))
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 3 }))
    act(() => result.current.setSort('createTime', 'asc'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order: 'createTime', sort: 'asc', page: 3 }))
    act(() => result.current.search('wang', { status: 1 }))
    await waitFor(() =>
      expect(lastBody()).toEqual({
        page: 1,
        size: 20,
        keyWord: 'wang',
        status: 1,
        order: 'createTime',
        sort: 'asc',
      }),
    )
    act(() => result.current.setSort('createTime', undefined))
    await waitFor(() => expect(lastBody()).not.toHaveProperty('order'))
  })

  it('starts again from page 1 with nothing selected when the page’s filters change', async () => {
    let params = { departmentIds: [1] }
    const { result, rerender } = renderHook(() => useCrudTable(users, { params }), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.rows).toHaveLength(2))
    act(() => result.current.setPage(2))
    act(() => result.current.selection.set([1], [{ id: 1 }]))
    params = { departmentIds: [7, 8] }
    rerender()
    await waitFor(() => expect(lastBody()).toEqual({ page: 1, size: 20, departmentIds: [7, 8] }))
    expect(result.current.selection.keys).toEqual([])
  })

  it('changing the page size goes back to the first page', async () => {
    const { result } = renderHook(() => useCrudTable(users), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.rows).toHaveLength(2))
    act(() => result.current.setPage(4))
    act(() => result.current.setPage(4, 1000))
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, size: 1000 }))
  })

  it('asks nothing until enabled, and refreshes on demand', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useCrudTable(users, { enabled }), {
      wrapper: crudWrapper(),
      initialProps: { enabled: false },
    })
    expect(post).not.toHaveBeenCalled()
    rerender({ enabled: true })
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    await act(() => result.current.refresh())
    expect(post).toHaveBeenCalledTimes(2)
  })

  it('loads every row of a list, as one page', async () => {
    post.mockImplementation(async () => [{ id: 1 }, { id: 2 }, { id: 3 }])
    const { result } = renderHook(() => useCrudTable(users, { mode: 'list' }), { wrapper: crudWrapper() })
    await waitFor(() => expect(result.current.total).toBe(3))
    expect(post).toHaveBeenCalledWith('/admin/base/sys/user/list', {})
  })
})
