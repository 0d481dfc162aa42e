import type { DashboardPeriod, DashboardRankingRow } from '@backroom/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestQuery } from '../../../../shell'
import { dashboardRankingRequest } from '../../queries'
import { Thumbnail } from '../goods-cells'
import { Change } from './Change'
import { groupDigits } from './figures'
import { PeriodSwitch } from './PeriodSwitch'

/** The ten goods most ordered in the period, with their daily change. */
export function RankingCard() {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<DashboardPeriod>('day')
  const { data, isFetching } = useQuery({
    ...requestQuery<DashboardRankingRow[]>(dashboardRankingRequest(period)),
    placeholderData: keepPreviousData,
  })
  const title = t('shop-dashboard.ranking')
  return (
    <section className="dashboard-card dashboard-ranking" aria-label={title}>
      <header className="dashboard-card-head">
        <span className="dashboard-card-label">{title}</span>
        <PeriodSwitch value={period} onChange={setPeriod} label={t('shop-dashboard.period.label')} />
      </header>
      <Table<DashboardRankingRow>
        rowKey="goodsId"
        size="small"
        pagination={false}
        loading={isFetching && !data}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('shop-dashboard.noSales') }}
        columns={[
          { key: 'rank', title: t('shop-dashboard.rank'), width: 60, render: (_, __, i) => i + 1 },
          {
            key: 'name',
            title: t('shop-dashboard.goodsName'),
            render: (_, row) => <Thumbnail src={row.pic} label={row.name} />,
          },
          {
            key: 'price',
            title: t('shop-dashboard.price'),
            align: 'right',
            render: (_, row) => groupDigits(row.price),
          },
          {
            key: 'orders',
            title: t('shop-dashboard.orders'),
            dataIndex: 'orders',
            align: 'right',
            sorter: (a, b) => a.orders - b.orders,
          },
          {
            key: 'dailyChange',
            title: t('shop-dashboard.dailyChange'),
            align: 'right',
            sorter: (a, b) => a.dailyChange - b.dailyChange,
            render: (_, row) => <Change value={row.dailyChange} unit="" />,
          },
          {
            key: 'onShelfTime',
            title: t('shop-dashboard.onShelfTime'),
            render: (_, row) => row.onShelfTime?.slice(0, 10) ?? '—',
          },
        ]}
      />
    </section>
  )
}
