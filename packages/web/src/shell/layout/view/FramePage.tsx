import { useTranslation } from 'react-i18next'
import type { ResolvedPage } from '../../router/resolve-route'
import { pageLabel } from './page-label'

/** A menu whose view is a web address: the page in a frame, which the server's CSP allows. */
export function FramePage({ page, url }: { page: ResolvedPage; url: string }) {
  const { t } = useTranslation()
  return <iframe className="page-frame" src={url} title={pageLabel(page, t)} />
}
