import { useQuery } from '@tanstack/react-query'
import { Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../../crud'
import { api } from '../../../shell'
import { USERS } from '../endpoints'

interface Change {
  id: number
  amount: string
  balance: string
  reason: string
  createTime: string
  operatorName: string | null
}

/** A user's latest balance changes, newest first: when, how much, the balance after, why and by whom. */
export default function BalanceTab({ row }: { row: Row }) {
  const { t } = useTranslation()
  // under the users' key: an adjustment, which refreshes the list, refreshes this too
  const changes = useQuery({
    queryKey: [USERS, 'balanceLog', row.id],
    queryFn: () => api.get<Change[]>(`${USERS}/balanceLog`, { userId: row.id }),
  })
  return (
    <Table<Change>
      size="small"
      rowKey="id"
      loading={changes.isLoading}
      dataSource={changes.data}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('user.noBalanceLog') }}
      columns={[
        { key: 'createTime', dataIndex: 'createTime', title: t('crud.fields.createTime'), width: 168 },
        {
          key: 'amount',
          dataIndex: 'amount',
          title: t('user.fields.amount'),
          align: 'right',
          render: (amount: string) => (
            <Typography.Text type={amount.startsWith('-') ? 'danger' : 'success'}>
              {amount.startsWith('-') ? amount : `+${amount}`}
            </Typography.Text>
          ),
        },
        { key: 'balance', dataIndex: 'balance', title: t('user.fields.balanceAfter'), align: 'right' },
        { key: 'reason', dataIndex: 'reason', title: t('user.fields.reason') },
        { key: 'operatorName', dataIndex: 'operatorName', title: t('user.fields.operatorName') },
      ]}
    />
  )
}
