import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMenus, setPermMenu } from '../menu/menu-store'
import { Auth } from './Auth'

const held = ['base:sys:user:page', 'base:sys:user:info', 'base:sys:log:page']

function visible(rule: Parameters<typeof Auth>[0]['rule']) {
  const { unmount } = render(
    <Auth rule={rule}>
      <button type="button">guarded</button>
    </Auth>,
  )
  const shown = screen.queryByText('guarded') !== null
  unmount()
  return shown
}

beforeEach(() => setPermMenu({ perms: held, menus: [] }))

describe('permission check', () => {
  it('passes on a held id and fails on one not held', () => {
    expect(visible('base:sys:user:page')).toBe(true)
    expect(visible('base:sys:user:add')).toBe(false)
  })

  it('is exact: neither a prefix nor an extension of a held id passes', () => {
    expect(visible('base:sys:user')).toBe(false)
    expect(visible('base:sys:user:page:x')).toBe(false)
    expect(visible('sys:user:page')).toBe(false)
  })

  it('requires every id of a comma list, ignoring spaces', () => {
    expect(visible('base:sys:user:page, base:sys:user:info')).toBe(true)
    expect(visible('base:sys:user:page, base:sys:user:add')).toBe(false)
    expect(visible(' base : sys:log:page ')).toBe(true)
  })

  it('combines rules with or and and', () => {
    expect(visible({ or: ['base:sys:user:add', 'base:sys:log:page'] })).toBe(true)
    expect(visible({ or: ['base:sys:user:add', 'base:sys:log:clear'] })).toBe(false)
    expect(visible({ and: ['base:sys:user:page', { or: ['x', 'base:sys:log:page'] }] })).toBe(true)
    expect(visible({ and: ['base:sys:user:page', 'base:sys:log:clear'] })).toBe(false)
  })

  it('passes nothing once signed out', () => {
    resetMenus()
    expect(visible('base:sys:user:page')).toBe(false)
  })
})
