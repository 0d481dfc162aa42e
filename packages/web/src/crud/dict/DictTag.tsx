import { Tag } from 'antd'
import type { Option } from '../types'
import { findOption } from './use-options'

/** A value shown as the label of its choice, as a coloured tag when the choice has a colour. */
export function DictTag({ options, value }: { options: readonly Option[]; value: unknown }) {
  if (value === undefined || value === null || value === '') return null
  const option = findOption(options, value)
  if (!option) return <span>{String(value)}</span>
  return option.color ? <Tag color={option.color}>{option.label}</Tag> : <span>{option.label}</span>
}
