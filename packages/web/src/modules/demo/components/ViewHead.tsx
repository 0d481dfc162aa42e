import { ArrowLeftOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import './view-head.css'

/**
 * The top detail header: a back button that goes back in history, the title (the prop's, else the
 * route query's `title`) and, on the right, the page's actions.
 */
export function ViewHead({ title, op }: { title?: ReactNode; op?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  return (
    <div className="view-head">
      <button
        type="button"
        className="view-head-back"
        aria-label={t('demo.viewHead.back')}
        onClick={() => navigate(-1)}
      >
        <ArrowLeftOutlined />
      </button>
      <span className="view-head-title">{title ?? query.get('title')}</span>
      <span className="view-head-op">{op}</span>
    </div>
  )
}
