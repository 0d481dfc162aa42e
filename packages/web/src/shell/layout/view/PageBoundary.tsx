import { Result } from 'antd'
import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const RELOADED_KEY = 'page-reloaded'

/** A failed dynamic import usually means a new version was deployed: one reload fetches it. */
const isLoadFailure = (err: Error) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(err.message)

function PageError({ error }: { error: Error }) {
  const { t } = useTranslation()
  return <Result status="error" title={t('errors.pageError', { message: error.message })} />
}

/** Keeps a page's failure inside its own area; a page that failed to load reloads the console once. */
export class PageBoundary extends Component<{ path: string; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error) {
    if (!isLoadFailure(error) || sessionStorage.getItem(RELOADED_KEY) === this.props.path) return
    sessionStorage.setItem(RELOADED_KEY, this.props.path)
    window.location.reload()
  }

  override componentDidMount() {
    if (sessionStorage.getItem(RELOADED_KEY) === this.props.path) sessionStorage.removeItem(RELOADED_KEY)
  }

  override render() {
    return this.state.error ? <PageError error={this.state.error} /> : this.props.children
  }
}
