import { Input, InputNumber, Radio, Select, Switch, TreeSelect, type TreeSelectProps } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Option, ResolvedField, WidgetProps } from '../types'
import { DateTimeInput } from './DateTimeInput'
import { DecimalInput } from './DecimalInput'

type Props = WidgetProps<unknown> & { field: ResolvedField; options?: Option[] }

/** The input of a field: the page's widget, else one that fits the field's kind and choices. */
export function FieldInput({ field, options, ...props }: Props) {
  const { t } = useTranslation()
  const spec = field.form || {}
  const widget = spec.widget ?? (options ? 'select' : undefined)
  const placeholder = spec.placeholder ? t(spec.placeholder) : undefined
  const p = props as Record<string, never>
  if (typeof widget === 'function') {
    const Custom = widget
    return <Custom {...p} />
  }
  switch (widget ?? field.kind) {
    case 'select':
    case 'multi-select':
      if (options?.some((o) => o.children))
        return (
          <TreeSelect
            {...p}
            multiple={widget === 'multi-select'}
            treeData={options as TreeSelectProps['treeData']}
            fieldNames={{ label: 'label', value: 'value', children: 'children' }}
            placeholder={placeholder ?? t('crud.selectPlaceholder')}
            allowClear
            treeDefaultExpandAll
            treeNodeFilterProp="label"
          />
        )
      return (
        <Select
          {...p}
          mode={widget === 'multi-select' ? 'multiple' : undefined}
          options={options}
          placeholder={placeholder ?? t('crud.selectPlaceholder')}
          allowClear
          optionFilterProp="label"
        />
      )
    case 'radio':
      return <Radio.Group {...p} options={options} />
    case 'switch':
    case 'boolean':
      return <Switch {...p} />
    case 'int':
      // whole numbers: only digits (and a leading minus where negatives are allowed) can be typed
      return (
        <InputNumber
          {...p}
          placeholder={placeholder}
          precision={0}
          min={field.min}
          onKeyDown={(e) => {
            const allowed = /\d/.test(e.key) || (e.key === '-' && field.min === undefined)
            if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !allowed) e.preventDefault()
          }}
          style={{ width: '100%' }}
        />
      )
    case 'decimal':
      return (
        <DecimalInput
          {...p}
          precision={field.precision ?? 15}
          scale={field.scale ?? 0}
          signed={field.min === undefined}
          placeholder={placeholder}
        />
      )
    case 'datetime':
      return <DateTimeInput {...p} placeholder={placeholder} />
    case 'number':
      return <InputNumber {...p} placeholder={placeholder} style={{ width: '100%' }} />
    case 'password':
      return <Input.Password {...p} placeholder={placeholder} autoComplete="new-password" />
    case 'textarea':
    case 'text':
    case 'json':
      return <Input.TextArea {...p} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 12 }} />
    default:
      // no maxLength: a cut-off value would pass unnoticed, the length rule says what is too long
      return <Input {...p} placeholder={placeholder ?? t('crud.inputPlaceholder')} allowClear />
  }
}

/** Switches hand their value as `checked`. */
export const valuePropOf = (field: ResolvedField) => {
  const w = (field.form ? field.form.widget : undefined) ?? field.kind
  return w === 'switch' || w === 'boolean' ? 'checked' : 'value'
}
