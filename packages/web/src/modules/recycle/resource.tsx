import { RecycleData } from '@backroom/contract'
import { defineResource } from '../../crud'
import { EntityName } from './components/EntityName'

/** Recycle-bin records (contract §7.11): who deleted what, where, when; read-only but for restore. */
export const recycleResource = defineResource({
  prefix: '/admin/recycle/data',
  entity: RecycleData,
  area: 'recycle',
  title: 'recycle.title',
  fields: [
    { name: 'userName', table: { width: 130 } },
    { name: 'userId', table: { width: 90, hidden: true } },
    {
      name: 'entityInfo',
      table: { width: 200, render: (v) => <EntityName table={(v as { table: string }).table} /> },
    },
    { name: 'url', table: { width: 300 } },
    { name: 'count', table: { width: 100 } },
    { name: 'createTime', table: { sortable: true } },
  ],
})
