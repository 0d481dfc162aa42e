import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons'
import { Button, Card, Popconfirm, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { Auth } from '../../../../shell'
import { type LogRow, useRecentRequests } from './use-recent-requests'

/** The request log's latest lines on the workbench; clearing it needs its own permission. */
export function RecentRequests() {
  const { t } = useTranslation()
  const { list, clear } = useRecentRequests()
  return (
    <Card
      className="recent-requests"
      title={t('home.recentRequests')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.refresh')}
          </Button>
          <Auth rule="base:sys:log:clear">
            <Popconfirm
              title={t('home.clearConfirm')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => clear.mutateAsync()}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('home.clearLog')}
              </Button>
            </Popconfirm>
          </Auth>
        </Space>
      }
    >
      <Table<LogRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isPending}
        dataSource={list.data}
        scroll={{ x: 560 }}
        columns={[
          { title: t('home.user'), render: (_, r) => r.nickName || r.name || '—', width: 140 },
          { title: t('home.action'), dataIndex: 'action', ellipsis: true },
          { title: t('home.ip'), dataIndex: 'ip', width: 130 },
          { title: t('home.time'), dataIndex: 'createTime', width: 170 },
        ]}
      />
    </Card>
  )
}
