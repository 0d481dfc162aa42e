import type { RecycleChunk } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Drawer, Segmented, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Resource, type Row, useValueText } from '../../../crud'
import { tableTexts, useScreen } from '../../../shell'
import { EntityName } from './EntityName'
import { useTableTexts } from './use-table-texts'

const text = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''))

/** One recycle record: who, when, where; then the rows of each table it holds, labelled as the entity's columns. */
export function RecycleDetail({ record, onClose }: { record?: Row; onClose: () => void }) {
  const { t } = useTranslation()
  const [raw, setRaw] = useState(false)
  const { isMini } = useScreen()
  const chunks = (record?.data ?? []) as RecycleChunk[]
  return (
    <Drawer
      open={!!record}
      rootClassName="recycle-detail"
      onClose={onClose}
      title={`${t('crud.detail')} · ${t('recycle.title')}`}
      size={isMini ? '100%' : 900}
      extra={
        <Segmented
          value={raw ? 'raw' : 'table'}
          onChange={(v) => setRaw(v === 'raw')}
          options={[
            { value: 'table', label: t('recycle.asTable') },
            { value: 'raw', label: t('recycle.asJson') },
          ]}
        />
      }
    >
      {record && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'user', label: t('recycle.fields.userName'), children: text(record.userName) },
            { key: 'time', label: t('recycle.fields.createTime'), children: text(record.createTime) },
            { key: 'url', label: t('recycle.fields.url'), children: text(record.url) },
            { key: 'count', label: t('recycle.fields.count'), children: text(record.count) },
          ]}
        />
      )}
      {raw ? (
        <pre className="recycle-json">{JSON.stringify(chunks, null, 2)}</pre>
      ) : (
        chunks.map((c) => <ChunkTable key={`${c.table}:${c.action}`} chunk={c} />)
      )}
    </Drawer>
  )
}

/** The resource of the screen a table's rows come from, as its module names it (none: shown raw). */
function useTableResource(table: string) {
  const load = tableTexts.get(table)?.resource
  return useQuery({
    queryKey: ['recycle', 'table-resource', table],
    queryFn: async () => ((await load?.()) ?? null) as Resource | null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}

/** One table's rows of a record, their values written as the screen they came from writes them. */
function ChunkTable({ chunk: c }: { chunk: RecycleChunk }) {
  const { t } = useTranslation()
  const texts = useTableTexts()
  const valueText = useValueText(useTableResource(c.table) ?? undefined)
  const names = [...new Set(c.rows.flatMap((r) => Object.keys(r)))]
  return (
    <section className="recycle-chunk">
      <h4>
        <EntityName table={c.table} />{' '}
        <Tag color={c.action === 'deleted' ? 'red' : 'orange'}>
          {t(`recycle.action.${c.action}`, { count: c.rows.length })}
        </Tag>
      </h4>
      <Table
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey={(r) => text(r.id)}
        dataSource={c.rows}
        columns={names
          .filter((n) => !c.columns || n === 'id' || c.columns.includes(n))
          .map((n) => ({
            key: n,
            dataIndex: n,
            title: texts.column(c.table, n),
            render: (v: unknown) => valueText(n, v) ?? text(v),
            ellipsis: true,
          }))}
      />
    </section>
  )
}
