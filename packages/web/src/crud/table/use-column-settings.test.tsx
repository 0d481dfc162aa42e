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
    expect(JSON.parse(localStorage.getItem(columnSettingsKey('anna', 'users')) ?? '')).toEqual(['phone'])

    person.username = 'bo'
    rerender()
    expect(result.current.visible).toEqual(['username', 'phone'])

    person.username = 'anna'
    const later = renderHook(() => useColumnSettings('users', [...columns, { name: 'email' }]))
    expect(later.result.current.visible).toEqual(['username', 'remark', 'email'])
  })

  it('goes back to the defaults on reset', () => {
    const { result } = renderHook(() => useColumnSettings('users', columns))
    act(() => result.current.show(['phone']))
    act(() => result.current.reset())
    expect(result.current.visible).toEqual(['username', 'phone'])
    expect(localStorage.getItem(columnSettingsKey('anna', 'users'))).toBeNull()
  })
})
