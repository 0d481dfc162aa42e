import { SysRole } from '@backroom/contract'
import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setPermMenu } from '../../shell/menu/menu-store'
import { crudWrapper } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { useCrud } from '../use-crud'
import { useRowActions, useRowMenu } from './use-row-actions'

const roles = defineResource({
  prefix: '/admin/base/sys/role',
  entity: SysRole,
  area: 'sys-role',
  title: 'sys-role.title',
  fields: [{ name: 'name' }],
})

const column = (extra?: () => null) =>
  renderHook(() => useRowActions(useCrud(roles, { enabled: false }), { extra }), { wrapper: crudWrapper() })
    .result.current

beforeEach(() => setPermMenu({ perms: [], menus: [] }))

describe('the operation column', () => {
  it('is left out when a row has no action the user may take', () => {
    expect(column()).toBeUndefined()
  })

  it('shows with an allowed action or a page’s own buttons', () => {
    expect(column(() => null)).toBeDefined()
    setPermMenu({ perms: ['base:sys:role:update'], menus: [] })
    expect(column()).toMatchObject({ key: 'actions' })
  })
})

describe('the right-click menu of a row', () => {
  const labels = (entries?: () => { key: string; label: string }[]) => {
    const menu = renderHook(() => useRowMenu(useCrud(roles, { enabled: false }), entries), {
      wrapper: crudWrapper(),
    }).result.current
    return menu?.({ id: 1 }).map((i) => (i as { label: string }).label)
  }

  it('is there only when the page asks for it', () => {
    setPermMenu({ perms: ['base:sys:role:update'], menus: [] })
    expect(labels()).toBeUndefined()
  })

  it('holds the page’s entries, then edit and delete as the user may', () => {
    const child = () => [{ key: 'add-child', label: 'add child' }]
    expect(labels(child)).toEqual(['add child'])
    setPermMenu({ perms: ['base:sys:role:update', 'base:sys:role:delete'], menus: [] })
    expect(labels(child)).toEqual(['add child', 'crud.edit', 'crud.delete'])
  })
})
