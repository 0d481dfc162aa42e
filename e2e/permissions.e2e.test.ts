import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { expectPath, rootMenus, signIn } from './harness/console'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const CLERK = { username: 'clerk', password: 'clerk-Pa55' }

let server: TestServer
let page: Page
let admin: Api
let role: { id: number; name: string; label: string; departmentIdList: number[] }
let home: number
let logPage: number

useConsole((c) => ({ server, page, admin } = c), { signIn: false })
beforeAll(async () => {
  home = await admin.menuId('/')
  logPage = await admin.menuId('/sys/log')
})

describe('a clerk who may read the request log but not clear it', () => {
  it('is set up by the administrator with a permission of its own', async () => {
    const read = await admin.post<{ id: number }>('/admin/base/sys/menu/add', {
      type: 2,
      parentId: logPage,
      name: '查看日志',
      perms: 'base:sys:log:page',
      orderNum: 0,
    })
    role = { name: '店员', label: 'clerk', departmentIdList: [1], id: 0 }
    const created = await admin.post<{ id: number }>('/admin/base/sys/role/add', {
      ...role,
      menuIdList: [home, logPage, read.id],
    })
    role.id = created.id
    await admin.post('/admin/base/sys/user/add', {
      ...CLERK,
      nickName: '店员小李',
      departmentId: 1,
      roleIdList: [role.id],
    })
  })

  it('sees only the menus of the role and the log without its clear button', async () => {
    await signIn(page, server.url, CLERK.username, CLERK.password)
    expect(await rootMenus(page)).toEqual(['系统管理'])
    const card = page.locator('.recent-requests')
    await card.waitFor()
    expect(await card.getByRole('button', { name: '刷新' }).count()).toBe(1)
    expect(await card.getByRole('button', { name: '清空日志' }).count()).toBe(0)
    await screenshot(page, 'clerk-home')
  })

  it('is sent to /403 by the server once the permission is taken away, and no longer sees the log', async () => {
    await admin.post('/admin/base/sys/role/update', { ...role, menuIdList: [home, logPage] })
    await page.locator('.recent-requests').getByRole('button', { name: '刷新' }).click()
    await expectPath(page, '/403')
    await expect.poll(() => page.locator('.error-text').textContent()).toBe('您无权访问此页面')
    await screenshot(page, 'forbidden')
    await page.getByRole('button', { name: '返回首页' }).click()
    await expectPath(page, '/')
    await page.locator('.workbench .welcome').waitFor()
    expect(await page.locator('.recent-requests').count()).toBe(0)
  })
})
