import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setPermMenu, useMenuStore } from '../menu/menu-store'
import { setNavigator } from '../navigation'
import { openTab, useTabsStore } from '../tabs/tabs-store'
import { queryClient } from './query-client'
import { endSession } from './session'
import { saveTokens, tokenStore } from './token-store'

const navigate = vi.fn()

beforeEach(() => {
  setNavigator(navigate)
  navigate.mockReset()
  saveTokens({ token: 't', expire: 7200, refreshToken: 'r', refreshExpire: 86400 })
  localStorage.setItem('username', '"admin"')
  setPermMenu({ perms: ['base:sys:user:page'], menus: [] })
  openTab('/sys/user')
  queryClient.setQueryData(['base', 'person', 'zh-cn'], { id: 1 })
})

describe('ending a session', () => {
  it('forgets tokens, permissions, tabs and cached answers, keeps the username and goes to sign-in', () => {
    endSession()
    expect(tokenStore.getState()).toEqual({})
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(useMenuStore.getState().perms.size).toBe(0)
    expect(useTabsStore.getState().paths).toEqual([])
    expect(sessionStorage.getItem('process')).toBeNull()
    expect(queryClient.getQueryData(['base', 'person', 'zh-cn'])).toBeUndefined()
    expect(localStorage.getItem('username')).toBe('"admin"')
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true })
  })

  it('tells the user why when the session expired, once', () => {
    endSession('expired')
    endSession('expired')
    expect(document.querySelectorAll('.toast-error')).toHaveLength(1)
  })
})
