import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PageBoundary } from './PageBoundary'

const missingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')))

function renderPage(reload: () => void, Page = missingChunk()) {
  return render(
    <PageBoundary path="/sys/user" reload={reload}>
      <Page />
    </PageBoundary>,
  )
}

beforeEach(() => {
  sessionStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

function Broken(): never {
  throw new Error('bad data')
}

describe('page boundary', () => {
  it('shows the error of a page that failed to load and reloads the console once', async () => {
    const reload = vi.fn()
    const { unmount } = renderPage(reload)
    expect(
      await screen.findByText(/errors\.pageError|Failed to fetch dynamically imported module/),
    ).toBeTruthy()
    expect(reload).toHaveBeenCalledTimes(1)
    unmount()
    // after that reload the page fails again: no second reload, the message stays
    renderPage(reload)
    await screen.findAllByText(/errors\.pageError|Failed to fetch dynamically imported module/)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload for a page that throws while drawing', async () => {
    const reload = vi.fn()
    renderPage(
      reload,
      lazy(async () => ({ default: Broken })),
    )
    await screen.findByText(/errors\.pageError|bad data/)
    expect(reload).not.toHaveBeenCalled()
  })
})
