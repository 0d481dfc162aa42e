import { Empty } from 'antd'
import { useTranslation } from 'react-i18next'

/** A directory without pages, or a user with no page at all. */
export function EmptyPage({ reason, label }: { reason: 'directory' | 'home'; label?: string }) {
  const { t } = useTranslation()
  const text = reason === 'directory' ? t('errors.noSubMenus', { label }) : t('errors.noPages')
  return <Empty className="empty-page" description={text} />
}
