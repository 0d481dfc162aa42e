import { ClearOutlined } from '@ant-design/icons'
import { LOG_KEEP_DAYS } from '@backroom/contract'
import { App, Button, InputNumber, Space, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScreen } from '../../../../shell'
import { useLogKeep } from './use-log-keep'

/**
 * The log's retention in days (shown, and set by those allowed: 1 to 3650, a value outside says
 * so) and "clear all", after a confirmation.
 */
export function LogTools() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const keep = useLogKeep()
  // a phone's row holds the buttons only when they are short: the words go to labels and tooltips
  const { isMini } = useScreen()
  const [days, setDays] = useState<number | null>(null)
  const value = days ?? keep.days ?? null
  // typed, not clamped: a number outside the range is shown as such, with the range that applies
  const valid =
    value === null || (Number.isInteger(value) && value >= LOG_KEEP_DAYS.min && value <= LOG_KEEP_DAYS.max)
  return (
    <Space wrap>
      {keep.canRead && (
        <Space.Compact>
          <InputNumber
            aria-label={t('sys-log.keepDays')}
            aria-invalid={!valid}
            prefix={isMini ? undefined : t('sys-log.keep')}
            suffix={t('sys-log.days')}
            status={valid ? undefined : 'error'}
            value={value}
            disabled={!keep.canSet}
            onChange={setDays}
            style={{ width: isMini ? 110 : 190 }}
          />
          {keep.canSet && (
            <Button
              loading={keep.save.isPending}
              disabled={!valid || value === keep.days}
              onClick={() => value && keep.save.mutate(value, { onSuccess: () => setDays(null) })}
            >
              {t('crud.save')}
            </Button>
          )}
        </Space.Compact>
      )}
      {!valid && (
        <Typography.Text type="danger" role="alert">
          {t('sys-log.keepRange', LOG_KEEP_DAYS)}
        </Typography.Text>
      )}
      {keep.canClear && (
        <Tooltip title={isMini ? t('sys-log.clear') : undefined}>
          <Button
            danger
            icon={<ClearOutlined />}
            aria-label={isMini ? t('sys-log.clear') : undefined}
            loading={keep.clear.isPending}
            onClick={() =>
              modal.confirm({
                title: t('common.tip'),
                content: t('sys-log.clearConfirm'),
                okText: t('common.ok'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => keep.clear.mutateAsync().catch(() => undefined),
              })
            }
          >
            {isMini ? null : t('sys-log.clear')}
          </Button>
        </Tooltip>
      )}
    </Space>
  )
}
