import type { RecycleChunk } from '@backroom/contract'
import { Descriptions, Drawer, Segmented, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../../crud'
import { useScreen } from '../../../shell'
import { EntityName } from './EntityName'
import { useTableTexts } from './use-table-texts'

const text = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''))

/** One recycle record: who, when, where; then the rows of each table it holds, labelled as the entity's columns. */
export function RecycleDetail({ record, onClose }: { record?: Row; onClose: () => void }) {
  const { t } = useTranslation()
  const texts = useTableTexts()
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
        chunks.map((c) => {
          const names = [...new Set(c.rows.flatMap((r) => Object.keys(r)))]
          return (
            <section key={`${c.table}:${c.action}`} className="recycle-chunk">
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
                    render: text,
                    ellipsis: true,
                  }))}
              />
            </section>
          )
        })
      )}
    </Drawer>
  )
}
