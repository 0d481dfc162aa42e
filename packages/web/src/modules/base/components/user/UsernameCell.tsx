import { WarningOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../../../crud'
import './username-cell.css'

/** A username, marked when the user has no password yet and so cannot sign in. */
export function UsernameCell({ row }: { row: Row }) {
  const { t } = useTranslation()
  const name = String(row.username ?? '')
  if (row.hasPassword !== false) return name
  return (
    <span className="user-no-password">
      <span title={name}>{name}</span>
      <Tooltip title={t('sys-user.noPasswordHint')}>
        <WarningOutlined aria-label={t('sys-user.noPassword')} />
      </Tooltip>
    </span>
  )
}
