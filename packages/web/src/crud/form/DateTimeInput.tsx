import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import type { WidgetProps } from '../types'

/** How the server sends and takes a `datetime` column (in its `TZ`). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

interface Props extends WidgetProps<string | null> {
  placeholder?: string
}

/**
 * A `datetime` column's input: a calendar with a clock, whose value stays the wire text
 * (`2026-05-01 08:30:00`) rather than a date object, so that the form sends what the server takes
 * and a cleared picker sends null.
 */
export function DateTimeInput({ value, onChange, ...props }: Props) {
  const picked = value ? dayjs(value, DATE_TIME_FORMAT) : null
  return (
    <DatePicker
      {...props}
      showTime
      format={DATE_TIME_FORMAT}
      value={picked?.isValid() ? picked : null}
      onChange={(date) => onChange?.(date ? date.format(DATE_TIME_FORMAT) : null)}
      style={{ width: '100%' }}
    />
  )
}
