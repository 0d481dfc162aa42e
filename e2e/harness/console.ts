import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { ADMIN } from './server'

/** Signs in through the sign-in form, as a person would, and waits for the layout. */
export async function signIn(
  page: Page,
  base: string,
  username = ADMIN.username,
  password = ADMIN.password,
  captcha = ADMIN.captcha,
) {
  await page.goto(`${base}/login`)
  await page.locator('#login-username').fill(username)
  await page.locator('#login-password').fill(password)
  await page.locator('.login-captcha img').waitFor()
  await page.locator('#login-code').fill(captcha)
  await page.locator('.login-submit').click()
  await page.locator('.sidebar-menu').waitFor()
}

/** The labels of the tabs in the tab bar, in order. */
export function tabLabels(page: Page) {
  return page.locator('.process-tab').allInnerTexts()
}

/** Clicks a sidebar entry by its label, opening its directory first when needed. */
export async function openFromSidebar(page: Page, ...labels: string[]) {
  for (const label of labels) {
    await page.locator('.sidebar-menu').getByText(label, { exact: true }).click()
  }
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe(path)
}

/** The labels of the sidebar's top level. */
export async function rootMenus(page: Page) {
  const labels = await page
    .locator('.sidebar-menu > li > .ant-menu-submenu-title, .sidebar-menu > li.ant-menu-item')
    .allInnerTexts()
  return labels.map((l) => l.trim())
}
