import { Button, InputNumber, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { useRecycle } from './use-recycle'

/** The bin's retention in days: shown to those who may read it, saved by those who may set it. */
export function KeepDays({ bin }: { bin: ReturnType<typeof useRecycle> }) {
  const { t } = useTranslation()
  const [days, setDays] = useState<number | null>(null)
  const value = days ?? bin.days ?? null
  if (!bin.canReadKeep) return null
  return (
    <Space.Compact>
      <InputNumber
        aria-label={t('recycle.keepDays')}
        prefix={t('recycle.keep')}
        suffix={t('recycle.days')}
        min={1}
        max={3650}
        precision={0}
        value={value}
        disabled={!bin.canSetKeep}
        onChange={setDays}
        style={{ width: 190 }}
      />
      {bin.canSetKeep && (
        <Button
          loading={bin.saveKeep.isPending}
          disabled={!value || value === bin.days}
          onClick={() => value && bin.saveKeep.mutate(value, { onSuccess: () => setDays(null) })}
        >
          {t('crud.save')}
        </Button>
      )}
    </Space.Compact>
  )
}
