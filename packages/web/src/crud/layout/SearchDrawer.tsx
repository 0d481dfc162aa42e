import { FilterOutlined } from '@ant-design/icons'
import { Badge, Button, Drawer } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchBar } from '../table/SearchBar'
import type { CrudTable } from '../table/use-crud-table'
import { useSearchItems } from '../table/use-search-items'
import type { Resource } from '../types'

interface Props {
  resource: Resource
  table: CrudTable
  exclude?: string[]
}

/** The search bar on a phone: a "filters" button, marked while filters apply, opening a drawer. */
export function SearchDrawer({ resource, table, exclude }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { items, keyWordLabels } = useSearchItems(resource, exclude)
  if (items.length === 0 && keyWordLabels.length === 0) return null
  const active =
    !!table.query.keyWord || Object.values(table.query.filters).some((v) => v !== undefined && v !== '')
  return (
    <>
      <Badge dot={active}>
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          {t('crud.filters')}
        </Button>
      </Badge>
      <Drawer
        className="crud-search-drawer"
        title={t('crud.filters')}
        placement="bottom"
        height="auto"
        open={open}
        onClose={() => setOpen(false)}
      >
        <SearchBar resource={resource} table={table} exclude={exclude} vertical />
      </Drawer>
    </>
  )
}
