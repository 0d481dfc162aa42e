import { Result, Spin } from 'antd'
import { Component, type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

const RELOADED_KEY = 'page-reloaded'

/** A failed dynamic import usually means a new version was deployed: one reload fetches it. */
const isLoadFailure = (err: Error) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(err.message)

function PageError({ error }: { error: Error }) {
  const { t } = useTranslation()
  return <Result status="error" title={t('errors.pageError', { message: error.message })} />
}

/** Commits together with the page, so it marks a page that really loaded, not one still suspended. */
function Loaded({ path }: { path: string }) {
  useEffect(() => {
    if (sessionStorage.getItem(RELOADED_KEY) === path) sessionStorage.removeItem(RELOADED_KEY)
  }, [path])
  return null
}

interface Props {
  path: string
  children: ReactNode
  /** how to reload the console (tests pass their own) */
  reload?: () => void
}

/**
 * Loads a page and keeps its failure inside its own area; a page that failed to load reloads
 * the console once, and shows its error if it fails again.
 */
export class PageBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error) {
    if (!isLoadFailure(error) || sessionStorage.getItem(RELOADED_KEY) === this.props.path) return
    sessionStorage.setItem(RELOADED_KEY, this.props.path)
    ;(this.props.reload ?? (() => window.location.reload()))()
  }

  override render() {
    if (this.state.error) return <PageError error={this.state.error} />
    return (
      <Suspense fallback={<Spin className="page-loading" />}>
        {this.props.children}
        <Loaded path={this.props.path} />
      </Suspense>
    )
  }
}
