import { ClockCircleOutlined } from '@ant-design/icons'
import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ResolvedPage } from '../../router/resolve-route'
import { pageLabel } from './page-label'

/** Stands in for a seeded menu whose module has not been built yet. */
export function ComingSoon({ page }: { page: ResolvedPage }) {
  const { t } = useTranslation()
  return (
    <Result
      className="coming-soon"
      icon={<ClockCircleOutlined />}
      title={t('errors.comingSoon')}
      subTitle={t('errors.comingSoonDetail', { module: pageLabel(page, t) })}
    />
  )
}
