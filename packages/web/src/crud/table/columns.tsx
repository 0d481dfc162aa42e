import { decimalText } from '@backroom/contract'
import { Tag } from 'antd'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { DictTag } from '../dict/DictTag'
import { fieldLabel } from '../labels'
import type { Option, ResolvedField, Resource, Row } from '../types'
import type { SizedColumn } from './fit-columns'
import type { TableQuery } from './use-crud-table'

const WIDTH_BY_KIND = {
  boolean: 100,
  int: 100,
  datetime: 170,
  decimal: 120,
  json: 220,
  text: 240,
  string: 150,
}

/** How a value of a field reads in a cell, a detail line or an exported file. */
export function displayText(
  t: TFunction,
  field: ResolvedField,
  options: Option[] | undefined,
  value: unknown,
): string {
  if (value === undefined || value === null) return ''
  if (options) {
    const option = options.find((o) => String(o.value) === String(value))
    if (option) return option.label
  }
  if (field.kind === 'boolean') return t(value ? 'crud.yes' : 'crud.no')
  if (typeof value === 'object') return JSON.stringify(value)
  // an amount shows with its scale ("19.90"), from the exact text the server sends
  if (field.kind === 'decimal' && field.precision !== undefined)
    return decimalText(String(value), field.precision, field.scale ?? 0) ?? String(value)
  return String(value)
}

function cell(t: TFunction, field: ResolvedField, options: Option[] | undefined, value: unknown): ReactNode {
  if (options) return <DictTag options={options} value={value} />
  if (field.kind === 'boolean')
    return <Tag color={value ? 'green' : 'default'}>{t(value ? 'crud.yes' : 'crud.no')}</Tag>
  // plain text cut by CSS (the column's `ellipsis`, with a native title): a measured
  // Typography per cell made every scrolled frame of a long table re-measure the layout
  return displayText(t, field, options, value)
}

/** The table columns of the fields shown, each with its label, width, sorting and cell. */
export function fieldColumns(
  t: TFunction,
  resource: Resource,
  visible: readonly string[],
  options: Map<string, Option[]>,
  query: Pick<TableQuery, 'order' | 'sort'>,
): SizedColumn[] {
  // in the order of `visible`: the user's order of the columns
  return visible
    .map((name) => resource.fields.find((f) => f.name === name && f.table !== false))
    .filter((f): f is ResolvedField => !!f)
    .map((f) => {
      const spec = f.table || {}
      const opts = options.get(f.name)
      return {
        key: f.name,
        dataIndex: f.name,
        title: fieldLabel(t, resource, f),
        width: spec.width ?? (opts ? 110 : WIDTH_BY_KIND[f.kind]),
        fixed: spec.fixed,
        align: f.kind === 'decimal' ? ('right' as const) : undefined,
        ellipsis: true,
        sorter: spec.sortable ?? false,
        sortOrder: query.order === f.name ? (query.sort === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown, row: Row) =>
          spec.render ? spec.render(value, row) : cell(t, f, opts, value),
        // what the cell reads, for sizing the column to it (a custom cell keeps its declared width)
        textOf: spec.render ? undefined : (row: Row) => displayText(t, f, opts, row[f.name]),
        tagged: !spec.render && (!!opts?.some((o) => o.color) || f.kind === 'boolean'),
      }
    })
}
