import type { DashboardSales } from '@backroom/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { DatePicker, Segmented } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestQuery, useScreen } from '../../../../shell'
import { dashboardSalesRequest } from '../../queries'
import { Chart, useChartColors } from './Chart'
import { formatFigure, YEAR_SLOT, yearFormat } from './figures'

type Measure = 'amount' | 'count'

/** Sales of a year by month, as amounts or as order counts. */
export function SalesCard() {
  const { t } = useTranslation()
  const colors = useChartColors()
  const { isMini } = useScreen()
  const [measure, setMeasure] = useState<Measure>('amount')
  const [year, setYear] = useState(() => dayjs().year())
  const { data } = useQuery({
    ...requestQuery<DashboardSales>(dashboardSalesRequest(year)),
    placeholderData: keepPreviousData,
  })
  const label = t(measure === 'amount' ? 'shop-dashboard.salesAmount' : 'shop-dashboard.salesCount')
  const months = data?.months ?? []
  return (
    <section className="dashboard-card dashboard-sales" aria-label={t('shop-dashboard.salesChart')}>
      <header className="dashboard-card-head">
        <Segmented<Measure>
          value={measure}
          onChange={setMeasure}
          options={[
            { value: 'amount', label: t('shop-dashboard.salesAmount') },
            { value: 'count', label: t('shop-dashboard.salesCount') },
          ]}
        />
        <DatePicker
          picker="year"
          allowClear={false}
          aria-label={t('shop-dashboard.year')}
          value={dayjs().year(year)}
          format={yearFormat(t('shop-dashboard.yearLabel', { year: YEAR_SLOT }))}
          disabledDate={(d) => d.year() > dayjs().year() || d.year() < 2000}
          onChange={(d) => d && setYear(d.year())}
          className="dashboard-year"
        />
      </header>
      <Chart
        label={`${label} · ${t('shop-dashboard.yearLabel', { year })}`}
        style={{ height: isMini ? 300 : 420, width: '100%' }}
        option={{
          grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
          tooltip: {
            trigger: 'axis',
            axisPointer: { type: 'shadow' },
            valueFormatter: (v: unknown) => (measure === 'amount' ? formatFigure(Number(v), 2) : String(v)),
          },
          xAxis: {
            type: 'category',
            data: months.map((m) => t('shop-dashboard.monthLabel', { month: m.month })),
            axisLine: { show: false },
            axisTick: { show: false },
            axisLabel: { color: colors.secondary },
          },
          yAxis: {
            type: 'value',
            minInterval: measure === 'count' ? 1 : undefined,
            axisLine: { show: false },
            axisTick: { show: false },
            axisLabel: { color: colors.secondary },
            splitLine: { lineStyle: { color: colors.split } },
          },
          series: [
            {
              type: 'bar',
              name: label,
              barMaxWidth: 25,
              data: months.map((m) => (measure === 'amount' ? Number(m.amount) : m.count)),
              itemStyle: { color: colors.primary, borderRadius: [4, 4, 0, 0] },
              showBackground: true,
              backgroundStyle: { color: colors.track },
            },
          ],
        }}
      />
    </section>
  )
}
