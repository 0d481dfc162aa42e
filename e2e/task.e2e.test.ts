import type { TaskInfo } from '@backroom/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Api } from './harness/api'
import { screenshot } from './harness/browser'
import { dialog, expectToast, pick, view } from './harness/crud'
import { recordCalls } from './harness/network'
import type { TestServer } from './harness/server'
import { useConsole } from './harness/setup'

const TASKS = '/admin/task/info'
const NAME = '回声任务'
const FORM = '编辑计划任务'

let server: TestServer
let page: Page
let admin: Api

useConsole((c) => ({ server, page, admin } = c), { failureShot: 'failed-task-' })

beforeAll(async () => {
  // the console asks nothing of other hosts: anything else would hang a test on this network
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:',
    (route) => route.abort(),
  )
})

const tasks = async () =>
  (await admin.post<{ list: TaskInfo[] }>(`${TASKS}/page`, { page: 1, size: 100 })).list
const task = async (name: string) => (await tasks()).find((t) => t.name === name)

/** A task's card on the grid, by its name. */
const card = (name: string) => view(page).getByRole('listitem', { name, exact: true })

/** Answers the confirmation on screen that says this, with OK. */
async function confirm(text: string) {
  const box = page.locator('.ant-modal-confirm:visible', { hasText: text })
  await box.getByRole('button', { name: '确定' }).click()
  await box.waitFor({ state: 'hidden' })
}

const statusOf = (name: string) => card(name).locator('.task-card-foot .ant-tag').innerText()

async function openGrid() {
  await page.goto(`${server.url}/task/list`)
  await view(page).locator('.task-grid').waitFor()
}

/** The form's message under a field, by the field's label. */
const fieldError = (form: ReturnType<typeof dialog>, label: string) =>
  form
    .locator('.ant-form-item', { has: page.locator(`label:text-is("${label}")`) })
    .locator('.ant-form-item-explain-error')

describe('the scheduled tasks', () => {
  it('adds an interval task, starts it, sees it run, runs it once, stops, edits, and deletes it', async () => {
    await openGrid()
    await view(page).getByRole('button', { name: '添加计划任务' }).click()
    let form = dialog(page, FORM)
    await form.getByLabel('名称', { exact: true }).fill(NAME)
    await form.getByRole('radio', { name: '时间间隔' }).check()
    await form.getByLabel('间隔(秒)').fill('1')
    await form.getByLabel('执行动作').click()
    await pick(page, '(task:echo)')
    await form.getByLabel('参数').fill('[1, 2]')
    await form.getByRole('switch').click()
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '保存成功')
    await expect.poll(() => statusOf(NAME)).toBe('已停止')
    const added = await task(NAME)
    expect([added?.taskType, added?.every, added?.status, added?.action, added?.data]).toEqual([
      1,
      1000,
      0,
      'task:echo',
      '[1,2]',
    ])
    await expect.poll(() => card(NAME).innerText()).toContain('间隔1秒执行')

    // start (confirmed), and the log fills with successful runs
    await card(NAME).getByRole('button', { name: '开始' }).click()
    await confirm(`此操作将启用任务（${NAME}），是否继续？`)
    await expect.poll(() => statusOf(NAME)).toBe('进行中')
    await card(NAME).getByRole('button', { name: '查看日志' }).click()
    const log = dialog(page, `日志列表（${NAME}）`)
    await expect
      .poll(
        async () => {
          await log.getByRole('button', { name: /刷新/ }).click()
          return log.locator('.ant-table-row', { hasText: '成功' }).count()
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(1)
    await screenshot(page, 'task-log-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'task-log-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await log.locator('.ant-modal-close').click()
    await log.waitFor({ state: 'hidden' })

    // run once from the right-click menu, then stop (confirmed)
    await card(NAME).click({ button: 'right' })
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '立即执行' }).click()
    await expectToast(page, `任务（${NAME}）已开始执行`)
    await card(NAME).getByRole('button', { name: '暂停' }).click()
    await confirm(`此操作将停用任务（${NAME}），是否继续？`)
    await expect.poll(() => statusOf(NAME)).toBe('已停止')

    // edit to a cron expression: its description and next five runs show as it is typed
    await card(NAME)
      .getByRole('button', { name: `编辑 ${NAME}`, exact: true })
      .click()
    form = dialog(page, FORM)
    expect(await form.getByLabel('名称', { exact: true }).inputValue()).toBe(NAME)
    expect(await form.getByLabel('参数').inputValue()).toBe('[\n  1,\n  2\n]')
    await form.getByRole('radio', { name: 'cron' }).check()
    const cron = form.getByRole('textbox', { name: 'cron' })
    await cron.fill('0 0 3 * *')
    await expect.poll(() => fieldError(form, 'cron').count()).toBe(1)
    await cron.fill('0 0 3 * * *')
    await expect.poll(() => form.locator('.task-cron-next li').count()).toBe(5)
    expect((await form.locator('.task-cron-description').innerText()).trim()).not.toBe('')
    await screenshot(page, 'task-form-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'task-form-375')
    await form.getByLabel('备注').scrollIntoViewIfNeeded()
    await screenshot(page, 'task-form-end-375')
    await page.setViewportSize({ width: 1440, height: 900 })

    // arguments that are not JSON, or do not fit the action, are refused before anything is sent
    const calls = recordCalls(page)
    const data = form.getByLabel('参数')
    await data.fill('[1, 2')
    await form.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => fieldError(form, '参数').innerText()).toContain('参数不是有效的 JSON')
    await data.fill('{"a": 1}')
    await form.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => fieldError(form, '参数').innerText()).toContain('参数不符合该动作的要求')
    expect(calls.to(`${TASKS}/update`)).toEqual([])
    await data.fill('[3]')
    await form.getByRole('button', { name: '保存' }).click()
    await expectToast(page, '保存成功')
    await expect.poll(async () => (await task(NAME))?.cron).toBe('0 0 3 * * *')
    expect((await task(NAME))?.data).toBe('[3]')

    // delete (confirmed)
    await card(NAME).getByRole('button', { name: '删除' }).click()
    await confirm(`此操作将删除任务（${NAME}），是否继续？`)
    await expect.poll(() => card(NAME).count()).toBe(0)
    expect(await task(NAME)).toBeUndefined()
  })

  it('pauses a system task from its card’s menu; it has no delete', async () => {
    const purge = (await tasks()).find((t) => t.jobId === 'base:log-purge')
    expect(purge?.type).toBe(0)
    if (purge?.status === 0) await admin.post(`${TASKS}/start`, { id: purge.id })
    await openGrid()
    const name = purge!.name
    await expect.poll(() => statusOf(name)).toBe('进行中')
    expect(await card(name).getByRole('button', { name: '删除' }).count()).toBe(0)
    await card(name)
      .getByRole('button', { name: `${name} 的操作` })
      .click()
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '暂停' }).click()
    await confirm(`此操作将停用任务（${name}），是否继续？`)
    await expect.poll(() => statusOf(name)).toBe('已停止')
    expect((await tasks()).find((t) => t.id === purge!.id)?.status).toBe(0)

    await screenshot(page, 'task-grid-1440')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'task-grid-375')
    await page.evaluate(() => {
      const theme = JSON.parse(localStorage.getItem('theme') ?? '{}')
      localStorage.setItem('theme', JSON.stringify({ ...theme, dark: true }))
    })
    await page.reload()
    await view(page).locator('.task-grid').waitFor()
    await screenshot(page, 'task-grid-dark-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await screenshot(page, 'task-grid-dark-1440')
  })
})
