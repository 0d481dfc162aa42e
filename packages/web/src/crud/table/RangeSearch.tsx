import { DatePicker, InputNumber, Space } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import type { SearchItem } from './use-search-items'

/** A range filter's value as the server takes it: `[from, to]`, null for an open end. */
export type RangeValue = [string | number | null, string | number | null]

const DAY = 'YYYY-MM-DD'

/** `[from, to]`, or nothing when both ends are empty (no filter). */
const range = (from: string | number | null, to: string | number | null): RangeValue | undefined =>
  from === null && to === null ? undefined : [from, to]

/**
 * The search bar's input for a range filter: two dates (a date as `to` takes in that whole day
 * on the server) or two numbers; either end may stay empty.
 */
export function RangeSearch({
  item,
  value,
  onChange,
}: {
  item: SearchItem
  value: RangeValue | undefined
  onChange: (value: RangeValue | undefined) => void
}) {
  const { t } = useTranslation()
  const [from, to] = value ?? [null, null]
  if (item.range === 'date')
    return (
      <DatePicker.RangePicker
        aria-label={item.label}
        className="crud-search-range"
        allowEmpty={[true, true]}
        value={[from === null ? null : dayjs(String(from)), to === null ? null : dayjs(String(to))]}
        onChange={(dates) =>
          onChange(range(dates?.[0]?.format(DAY) ?? null, dates?.[1]?.format(DAY) ?? null))
        }
      />
    )
  return (
    <Space.Compact className="crud-search-range">
      <InputNumber
        aria-label={t('crud.rangeMin', { name: item.label })}
        placeholder={t('crud.rangeMin', { name: item.label })}
        value={from}
        onChange={(v) => onChange(range(v ?? null, to))}
      />
      <InputNumber
        aria-label={t('crud.rangeMax', { name: item.label })}
        placeholder={t('crud.rangeMax', { name: item.label })}
        value={to}
        onChange={(v) => onChange(range(from, v ?? null))}
      />
    </Space.Compact>
  )
}
