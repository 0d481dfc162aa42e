import { useQuery } from '@tanstack/react-query'
import { Alert, Collapse, Input, Skeleton, Table, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestQuery, useAreaTexts, useLanguage } from '../../../shell'
import { apiDocRequest, groupOperations, type OpenApiDocument, type Operation } from '../api-doc'
import './api-doc.css'

const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', delete: 'red' }

/**
 * The API reference: the server's OpenAPI description, fetched with the session's token (a frame
 * could not send it), as the routes of each module with their method, summary and request body.
 */
export default function ApiDocPage() {
  useAreaTexts('helper')
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const doc = useQuery(requestQuery<OpenApiDocument>(apiDocRequest(useLanguage())))
  const groups = useMemo(() => (doc.data ? groupOperations(doc.data, filter) : []), [doc.data, filter])

  if (doc.isPending) return <Skeleton active />
  if (doc.isError)
    return <Alert type="error" showIcon title={t('helper.apiDoc.failed')} description={doc.error.message} />
  return (
    <div className="api-doc">
      <div className="api-doc-head">
        <Typography.Title level={4}>{doc.data.info?.title ?? t('helper.apiDoc.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('helper.apiDoc.intro')}</Typography.Paragraph>
        <Input.Search
          allowClear
          placeholder={t('helper.apiDoc.filter')}
          aria-label={t('helper.apiDoc.filter')}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <Alert type="info" title={t('helper.apiDoc.none')} />
      ) : (
        <Collapse
          defaultActiveKey={groups.map((g) => g.tag)}
          items={groups.map((g) => ({
            key: g.tag,
            label: t('helper.apiDoc.module', { name: g.tag, count: g.operations.length }),
            children: (
              <Table<Operation>
                size="small"
                rowKey="key"
                pagination={false}
                scroll={{ x: 640 }}
                dataSource={g.operations}
                expandable={{
                  rowExpandable: (op) => !!op.body,
                  expandedRowRender: (op) => (
                    <pre className="api-doc-schema">{JSON.stringify(op.body, null, 2)}</pre>
                  ),
                }}
                columns={[
                  {
                    title: t('helper.apiDoc.method'),
                    dataIndex: 'method',
                    width: 90,
                    render: (m: string) => <Tag color={METHOD_COLORS[m]}>{m.toUpperCase()}</Tag>,
                  },
                  {
                    title: t('helper.apiDoc.path'),
                    dataIndex: 'path',
                    render: (p: string) => <Typography.Text code>{p}</Typography.Text>,
                  },
                  { title: t('helper.apiDoc.summary'), dataIndex: 'summary', width: 220 },
                ]}
              />
            ),
          }))}
        />
      )}
    </div>
  )
}
