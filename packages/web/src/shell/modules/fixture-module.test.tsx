import { act, cleanup, render, screen } from '@testing-library/react'
import { createElement, Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startI18n, switchTexts } from '../i18n/i18n'
import { Toolbar } from '../layout/topbar/Toolbar'
import { resolveView } from '../router/view-registry'
import { modules } from './modules'

beforeAll(() => startI18n())
afterEach(cleanup)

// test/fixtures/modules/shelf: a module whose every file lies in its own folder
describe('a module the shell knows nothing of', () => {
  it('is found among the modules', () => {
    expect(modules.map((m) => m.name)).toContain('shelf')
  })

  it('gets its page resolved by view path, with its own texts', async () => {
    const view = resolveView('modules/shelf/views/list')
    if (view.kind !== 'page') throw new Error(`resolved as ${view.kind}`)
    const { default: Page } = await view.load()
    await act(async () => render(createElement(Suspense, null, createElement(Page))))
    expect(await screen.findByRole('heading', { name: '货架' })).toBeTruthy()
  })

  it('places its tool in the top bar, in the chosen language', async () => {
    await switchTexts('en')
    await act(async () => render(<Toolbar />))
    expect(await screen.findByRole('button', { name: 'Tidy the shelves' })).toBeTruthy()
    await switchTexts('zh-cn')
  })
})
