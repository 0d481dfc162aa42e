import { SearchOutlined } from '@ant-design/icons'
import { Button, Input, Select, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Resource } from '../types'
import { RangeSearch, type RangeValue } from './RangeSearch'
import { consoleFont, textWidth } from './text-width'
import type { CrudTable } from './use-crud-table'
import { useSearchItems } from './use-search-items'

/** The keyword box's width: its hint whole, between 260 and 420 px. */
const keywordWidth = (hint: string) =>
  Math.min(420, Math.max(260, Math.ceil(textWidth(hint, consoleFont())) + 48))

/** The filters of the resource's search block and its keyword box; Enter or the button searches. */
export function SearchBar({
  resource,
  table,
  exclude,
  vertical,
}: {
  resource: Resource
  table: CrudTable
  exclude?: string[]
  /** stacked, as in the phone's filter drawer */
  vertical?: boolean
}) {
  const { t } = useTranslation()
  const { items, keyWordLabels } = useSearchItems(resource, exclude)
  const [keyWord, setKeyWord] = useState(table.query.keyWord)
  const [filters, setFilters] = useState<Record<string, unknown>>(table.query.filters)
  const search = (next = filters) => table.search(keyWord, next)
  const hint = t('crud.searchFor', { names: keyWordLabels.join(' / ') })
  const set = (name: string, value: unknown, now = false) => {
    const next = { ...filters, [name]: value }
    setFilters(next)
    if (now) table.search(keyWord, next)
  }
  return (
    <Space.Compact className="crud-search" direction={vertical ? 'vertical' : 'horizontal'}>
      {items.map((item) =>
        item.range ? (
          <RangeSearch
            key={item.name}
            item={item}
            value={filters[item.name] as RangeValue | undefined}
            onChange={(v) => set(item.name, v, item.range === 'date')}
          />
        ) : item.options ? (
          <Select
            key={item.name}
            aria-label={item.label}
            placeholder={item.label}
            allowClear
            className="crud-search-select"
            options={item.options}
            value={filters[item.name] as string | undefined}
            onChange={(v) => set(item.name, v, true)}
          />
        ) : (
          <Input
            key={item.name}
            aria-label={item.label}
            placeholder={item.label}
            allowClear
            className="crud-search-input"
            value={(filters[item.name] as string | undefined) ?? ''}
            onChange={(e) => set(item.name, e.target.value)}
            onPressEnter={() => search()}
          />
        ),
      )}
      {keyWordLabels.length > 0 && (
        <Input
          aria-label={t('crud.keyword')}
          placeholder={hint}
          allowClear
          className="crud-search-keyword"
          // wide enough for its hint, which names what it searches
          style={vertical ? undefined : { width: keywordWidth(hint) }}
          value={keyWord}
          onChange={(e) => setKeyWord(e.target.value)}
          onPressEnter={() => search()}
          onClear={() => table.search('', filters)}
        />
      )}
      {(items.length > 0 || keyWordLabels.length > 0) && (
        <Button type="primary" icon={<SearchOutlined />} onClick={() => search()}>
          {t('crud.search')}
        </Button>
      )}
    </Space.Compact>
  )
}
