import type { DashboardCategoryRow, DashboardPeriod } from '@backroom/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Empty } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestQuery, useScreen } from '../../../../shell'
import { dashboardCategoryRequest } from '../../queries'
import { Chart, useChartColors } from './Chart'
import { formatFigure } from './figures'
import { PeriodSwitch } from './PeriodSwitch'

/** What each category sold in the period, as shares of a donut. */
export function CategoryCard() {
  const { t } = useTranslation()
  const colors = useChartColors()
  const { isMini } = useScreen()
  const [period, setPeriod] = useState<DashboardPeriod>('month')
  const { data } = useQuery({
    ...requestQuery<DashboardCategoryRow[]>(dashboardCategoryRequest(period)),
    placeholderData: keepPreviousData,
  })
  const title = t('shop-dashboard.categoryShare')
  const slices = (data ?? []).map((row) => ({
    name: row.name ?? t('shop-dashboard.noCategory'),
    value: Number(row.amount),
  }))
  return (
    <section className="dashboard-card dashboard-category" aria-label={title}>
      <header className="dashboard-card-head">
        <span className="dashboard-card-label">{title}</span>
        <PeriodSwitch value={period} onChange={setPeriod} label={t('shop-dashboard.period.label')} />
      </header>
      {data && slices.length === 0 ? (
        <Empty className="dashboard-empty" description={t('shop-dashboard.noSales')} />
      ) : (
        <Chart
          label={title}
          style={{ height: isMini ? 300 : 380, width: '100%' }}
          option={{
            color: colors.palette,
            tooltip: {
              trigger: 'item',
              confine: true,
              formatter: (p: { seriesName: string; name: string; value: number; percent: number }) =>
                `${escapeHtml(p.seriesName)}<br/>${escapeHtml(p.name)}: ${formatFigure(p.value, 2)} (${p.percent}%)`,
            },
            legend: { bottom: 0, type: 'scroll', textStyle: { color: colors.text } },
            series: [
              {
                type: 'pie',
                name: title,
                radius: ['35%', '50%'],
                center: ['50%', '45%'],
                padAngle: 5,
                itemStyle: { borderRadius: 6 },
                label: { color: colors.text },
                data: slices,
              },
            ],
          }}
        />
      )}
    </section>
  )
}

/** The tooltip is HTML: names come from the shop's categories. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
