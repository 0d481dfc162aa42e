import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { columnSettingsKey, useColumnSettings } from './use-column-settings'

const person = vi.hoisted(() => ({ username: 'anna' }))
vi.mock('../../shell/session/use-person', () => ({ usePerson: () => ({ data: person }) }))

const columns = [{ name: 'username' }, { name: 'phone' }, { name: 'remark', hidden: true }]

beforeEach(() => {
  localStorage.clear()
  person.username = 'anna'
})

describe('column settings', () => {
  it('shows the declared columns until the user chooses', () => {
    const { result } = renderHook(() => useColumnSettings('users', columns))
    expect(result.current.visible).toEqual(['username', 'phone'])
  })

  it('keeps each user’s choice apart, and shows columns added later', () => {
    const { result, rerender } = renderHook(() => useColumnSettings('users', columns))
    act(() => result.current.show(['username', 'remark']))
    expect(result.current.visible).toEqual(['username', 'remark'])
    expect(JSON.parse(localStorage.getItem(columnSettingsKey('anna', 'users')) ?? '')).toEqual({
      hidden: ['phone'],
    })

    person.username = 'bo'
    rerender()
    expect(result.current.visible).toEqual(['username', 'phone'])

    person.username = 'anna'
    const later = renderHook(() => useColumnSettings('users', [...columns, { name: 'email' }]))
    expect(later.result.current.visible).toEqual(['username', 'remark', 'email'])
  })

  it('keeps the order the user gives the columns, and shows columns added later after them', () => {
    const { result } = renderHook(() => useColumnSettings('users', columns))
    act(() => result.current.move('phone', -1))
    expect(result.current.visible).toEqual(['phone', 'username'])
    act(() => result.current.move('phone', -1))
    expect(result.current.ordered).toEqual(['phone', 'username', 'remark'])
    act(() => result.current.move('remark', 1))
    expect(result.current.ordered).toEqual(['phone', 'username', 'remark'])
    const later = renderHook(() => useColumnSettings('users', [{ name: 'email' }, ...columns]))
    expect(later.result.current.visible).toEqual(['phone', 'username', 'email'])
  })

  it('reads a choice stored before columns had an order', () => {
    localStorage.setItem(columnSettingsKey('anna', 'users'), JSON.stringify(['phone']))
    const { result } = renderHook(() => useColumnSettings('users', columns))
    expect(result.current.visible).toEqual(['username', 'remark'])
  })

  it('goes back to the defaults on reset', () => {
    const { result } = renderHook(() => useColumnSettings('users', columns))
    act(() => result.current.show(['phone']))
    act(() => result.current.reset())
    expect(result.current.visible).toEqual(['username', 'phone'])
    expect(localStorage.getItem(columnSettingsKey('anna', 'users'))).toBeNull()
  })
})
