import { InputNumber } from 'antd'
import type { ClipboardEvent, KeyboardEvent } from 'react'
import type { WidgetProps } from '../types'

interface Props extends WidgetProps<string | null> {
  /** digits in all, and of them after the point: the column's `decimal(precision, scale)` */
  precision: number
  scale: number
  /** negatives may be typed */
  signed?: boolean
  placeholder?: string
}

/** Whether a text typed so far can still become an amount of the column (`12.`, `-`, `.5`). */
export function fitsDecimal(text: string, precision: number, scale: number, signed = true) {
  const m = /^(-?)(\d*)(?:(\.)(\d*))?$/.exec(text)
  if (!m || (m[1] && !signed)) return false
  if (m[3] && scale === 0) return false
  return m[2].replace(/^0+(?=\d)/, '').length <= precision - scale && (m[4] ?? '').length <= scale
}

/**
 * An exact amount (money): the value stays the text typed, never a binary float, and shows with
 * the column's scale ("19.90"). A key or a paste that would give more decimals or whole digits
 * than the column holds is refused, so that nothing is ever rounded away.
 */
export function DecimalInput({ precision, scale, signed = true, onChange, value, ...props }: Props) {
  const refuses = (e: KeyboardEvent<HTMLInputElement> | ClipboardEvent<HTMLInputElement>, typed: string) => {
    const input = e.currentTarget
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? input.value.length
    const next = input.value.slice(0, start) + typed + input.value.slice(end)
    return !fitsDecimal(next.replace(/,/g, ''), precision, scale, signed)
  }
  return (
    <InputNumber<string>
      {...props}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      stringMode
      precision={scale}
      controls={false}
      inputMode="decimal"
      onKeyDown={(e) => {
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && refuses(e, e.key)) e.preventDefault()
      }}
      onPaste={(e) => {
        if (refuses(e, e.clipboardData.getData('text').trim())) e.preventDefault()
      }}
      style={{ width: '100%' }}
    />
  )
}
