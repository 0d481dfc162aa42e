import { ReloadOutlined } from '@ant-design/icons'
import type { TaskInfo, TaskLog } from '@backroom/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, Modal, Select, Table, type TableColumnsType, Tag, Tooltip } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScreen } from '../../../shell'
import { logQuery } from '../queries'

const SIZE = 20

/** An instance's name is long (host and process); the start tells them apart, the tooltip says it all. */
const short = (runner: string) => (runner.length > 16 ? `${runner.slice(0, 16)}…` : runner)

function StatusTag({ status }: { status: TaskLog['status'] }) {
  const { t } = useTranslation()
  if (status === null) return <Tag color="blue">{t('task.log.running')}</Tag>
  return status === 1 ? (
    <Tag color="green">{t('task.log.success')}</Tag>
  ) : (
    <Tag color="red">{t('task.log.failure')}</Tag>
  )
}

/** A task's runs, newest first, in a dialog (ui facts §8.5): filtered by status, paged, refreshed on demand. */
export function TaskLogDialog({ task, onClose }: { task?: TaskInfo; onClose(): void }) {
  const { t } = useTranslation()
  const { isMini } = useScreen()
  const [status, setStatus] = useState<0 | 1>()
  const [page, setPage] = useState(1)
  const logs = useQuery({
    ...logQuery({ id: task?.id ?? 0, status, page, size: SIZE }),
    enabled: !!task,
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

  const columns: TableColumnsType<TaskLog> = [
    { title: t('task.log.index'), key: 'index', width: 60, render: (_, __, i) => (page - 1) * SIZE + i + 1 },
    {
      title: t('task.log.detail'),
      dataIndex: 'detail',
      minWidth: 200,
      ellipsis: { showTitle: false },
      render: (detail: string | null) => (
        <Tooltip placement="topLeft" title={detail}>
          {detail}
        </Tooltip>
      ),
    },
    {
      title: t('task.log.state'),
      dataIndex: 'status',
      width: 120,
      render: (s: TaskLog['status']) => <StatusTag status={s} />,
    },
    { title: t('task.log.duration'), dataIndex: 'duration', width: 120, align: 'right' },
    {
      title: t('task.log.runner'),
      dataIndex: 'runner',
      width: 160,
      render: (runner: string) => (
        <Tooltip title={runner}>
          <span>{short(runner)}</span>
        </Tooltip>
      ),
    },
    { title: t('task.log.createTime'), dataIndex: 'createTime', width: 170 },
  ]

  const close = () => {
    setStatus(undefined)
    setPage(1)
    onClose()
  }

  return (
    <Modal
      open={!!task}
      title={t('task.log.title', { name: task?.name })}
      width={isMini ? '100%' : 1000}
      footer={null}
      onCancel={close}
      destroyOnHidden
      className="task-log"
    >
      <div className="task-log-toolbar">
        <Button icon={<ReloadOutlined />} onClick={() => void logs.refetch()} loading={logs.isFetching}>
          {t('task.log.refresh')}
        </Button>
        <Select<0 | 1>
          aria-label={t('task.log.status')}
          placeholder={t('task.log.status')}
          allowClear
          value={status}
          onChange={(v) => {
            setStatus(v ?? undefined)
            setPage(1)
          }}
          options={[
            { value: 1, label: t('task.log.success') },
            { value: 0, label: t('task.log.failure') },
          ]}
          style={{ width: 120 }}
        />
      </div>
      <Table<TaskLog>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isPending && !!task}
        scroll={{ x: 820 }}
        pagination={{
          current: page,
          pageSize: SIZE,
          total: logs.data?.pagination.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('task.log.total', { total }),
          onChange: setPage,
        }}
      />
    </Modal>
  )
}
