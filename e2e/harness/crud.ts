import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The dialog on top, by its title. */
export function dialog(page: Page, title: string | RegExp) {
  return page.locator('.ant-modal-wrap:visible .ant-modal', {
    has: page.locator('.ant-modal-title', { hasText: title }),
  })
}

/** The page on screen (other tabs' pages stay mounted, hidden). */
export const view = (page: Page) => page.locator('.page-view:visible')

/** Opens a page from the sidebar (its directories unless open already) and waits until it is on screen. */
export async function openPage(page: Page, path: string, ...labels: string[]) {
  for (const label of labels) {
    const title = page.getByText(label, { exact: true })
    const open = page
      .locator('.sidebar-menu .ant-menu-submenu-open > .ant-menu-submenu-title')
      .filter({ has: title })
    if (await open.count()) continue
    if (label !== labels[labels.length - 1])
      await page.locator('.sidebar-menu').getByText(label, { exact: true }).click()
  }
  // the page's own entry, clicked again while the page is not on screen: on a busy machine a
  // click that lands while its directory is still unfolding can be lost
  const shown = page.locator(`.page-view[data-page="${path}"]:visible .crud`).first()
  const entry = page.locator('.sidebar-menu').getByText(labels[labels.length - 1], { exact: true })
  // (a loop, not expect.poll: set-up hooks open pages too)
  for (let tries = 0; !(await shown.isVisible()); tries++) {
    if (tries === 5) {
      await shown.waitFor({ timeout: 5000 })
      break
    }
    await entry.click({ timeout: 5000 }).catch(() => undefined)
    await shown.waitFor({ timeout: 3000 }).catch(() => undefined)
  }
}

/** A table row by a text it holds. */
export const row = (scope: Locator, text: string) => scope.locator('.ant-table-row', { hasText: text })

/** The texts of one column of the table on screen. */
export async function columnTexts(page: Page, index: number) {
  return view(page).locator(`.ant-table-tbody .ant-table-row > td:nth-child(${index})`).allInnerTexts()
}

/** Picks an option of the open select dropdown by its label. */
export async function pick(page: Page, label: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click()
}

/** Opens a select (by its form label) and picks one option. */
export async function select(scope: Locator, fieldLabel: string, option: string) {
  await scope.getByLabel(fieldLabel, { exact: true }).click()
  await pick(scope.page(), option)
}

/** A node of a tree by its title. */
export const treeNode = (scope: Locator, title: string) =>
  scope.locator('.ant-tree-treenode', { has: scope.page().getByText(title, { exact: true }) })

/** Waits for a notice with this text. */
export async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.locator('.toast').allInnerTexts(), { timeout: 10_000 }).toContain(text)
}

/** A button's accessible name, which starts with its icon's name when it has one ("plus 新增"). */
export const buttonName = (name: string) => new RegExp(`(^|\\s)${name}$`)

/** A button of the toolbar of the CRUD table on screen. */
export const toolbarButton = (page: Page, name: string) =>
  view(page)
    .locator('.crud-toolbar')
    .getByRole('button', { name: buttonName(name) })
