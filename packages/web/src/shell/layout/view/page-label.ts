import type { TFunction } from 'i18next'
import type { ResolvedPage } from '../../router/resolve-route'

/** The name of a page on its tab and in the breadcrumb. */
export function pageLabel(page: Pick<ResolvedPage, 'label'>, t: TFunction): string {
  return 'text' in page.label ? page.label.text : t(page.label.key)
}
