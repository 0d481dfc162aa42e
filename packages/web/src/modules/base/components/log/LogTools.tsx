import { ClearOutlined } from '@ant-design/icons'
import { App, Button, InputNumber, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLogKeep } from './use-log-keep'

/** The log's retention in days (shown, and set by those allowed) and "clear all", after a confirmation. */
export function LogTools() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const keep = useLogKeep()
  const [days, setDays] = useState<number | null>(null)
  const value = days ?? keep.days ?? null
  return (
    <Space wrap>
      {keep.canRead && (
        <Space.Compact>
          <InputNumber
            aria-label={t('sys-log.keepDays')}
            prefix={t('sys-log.keep')}
            suffix={t('sys-log.days')}
            min={1}
            max={3650}
            precision={0}
            value={value}
            disabled={!keep.canSet}
            onChange={setDays}
            style={{ width: 190 }}
          />
          {keep.canSet && (
            <Button
              loading={keep.save.isPending}
              disabled={!value || value === keep.days}
              onClick={() => value && keep.save.mutate(value, { onSuccess: () => setDays(null) })}
            >
              {t('crud.save')}
            </Button>
          )}
        </Space.Compact>
      )}
      {keep.canClear && (
        <Button
          danger
          icon={<ClearOutlined />}
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
          {t('sys-log.clear')}
        </Button>
      )}
    </Space>
  )
}
