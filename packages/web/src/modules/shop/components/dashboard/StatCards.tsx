import { FileDoneOutlined, LineChartOutlined, PayCircleOutlined, TeamOutlined } from '@ant-design/icons'
import type { DashboardCards } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Col, Row, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { requestQuery } from '../../../../shell'
import { dashboardCardsRequest } from '../../queries'
import { Change } from './Change'
import { Chart, useChartColors } from './Chart'
import { CountUp } from './CountUp'

/** The four figures of the day: users, views, payments and sales. */
export function StatCards() {
  const { t } = useTranslation()
  const { data } = useQuery(requestQuery<DashboardCards>(dashboardCardsRequest))
  const cards: { key: string; label: string; icon: ReactNode; body?: ReactNode; footer?: ReactNode }[] = [
    {
      key: 'users',
      label: t('shop-dashboard.users'),
      icon: <TeamOutlined />,
      body: data && (
        <>
          <CountUp value={data.users.total} />
          <Change value={data.users.weekChange} label={t('shop-dashboard.weekOnWeek')} />
        </>
      ),
      footer: data && (
        <Footnote label={t('shop-dashboard.newUsers')} value={<CountUp value={data.users.today} />} />
      ),
    },
    {
      key: 'views',
      label: t('shop-dashboard.views'),
      icon: <LineChartOutlined />,
      body: data && (
        <>
          <CountUp value={data.views.today} />
          <ViewsLine hours={data.views.hours} />
        </>
      ),
      footer: data && (
        <Footnote label={t('shop-dashboard.visitors')} value={<CountUp value={data.views.visitors} />} />
      ),
    },
    {
      key: 'payments',
      label: t('shop-dashboard.payments'),
      icon: <FileDoneOutlined />,
      body: data && (
        <>
          <CountUp value={data.payments.today} />
          <span className="dashboard-unit">{t('shop-dashboard.paymentsUnit')}</span>
        </>
      ),
      footer: data && (
        <Footnote
          label={t('shop-dashboard.conversion')}
          value={data.payments.conversion === null ? '—' : `${data.payments.conversion}%`}
        />
      ),
    },
    {
      key: 'sales',
      label: t('shop-dashboard.sales'),
      icon: <PayCircleOutlined />,
      body: data && (
        <>
          <CountUp value={data.sales.total} decimals={2} />
          <span className="dashboard-unit">{t('shop-dashboard.currency')}</span>
        </>
      ),
      footer: data && (
        <span className="dashboard-changes">
          <Footnote label={t('shop-dashboard.weekOnWeek')} value={<Change value={data.sales.weekChange} />} />
          <Footnote label={t('shop-dashboard.dayOnDay')} value={<Change value={data.sales.dayChange} />} />
        </span>
      ),
    },
  ]
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={12} lg={6}>
          <section
            className={`dashboard-card dashboard-stat dashboard-stat-${card.key}`}
            aria-label={card.label}
          >
            <header className="dashboard-card-head">
              <span className="dashboard-card-label">{card.label}</span>
              <span className="dashboard-icon" aria-hidden="true">
                {card.icon}
              </span>
            </header>
            {data ? (
              <>
                <div className="dashboard-stat-body">{card.body}</div>
                <footer className="dashboard-stat-foot">{card.footer}</footer>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            )}
          </section>
        </Col>
      ))}
    </Row>
  )
}

function Footnote({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span className="dashboard-footnote">
      {label}
      <strong>{value}</strong>
    </span>
  )
}

/** Today's views by two hours: a smooth line, no axes. */
function ViewsLine({ hours }: { hours: number[] }) {
  const { t } = useTranslation()
  const colors = useChartColors()
  return (
    <div className="dashboard-mini-chart">
      <Chart
        label={t('shop-dashboard.viewsByHour')}
        style={{ height: 44, width: '100%' }}
        option={{
          grid: { left: 2, right: 2, top: 4, bottom: 4 },
          xAxis: {
            type: 'category',
            show: false,
            boundaryGap: false,
            data: hours.map((_, i) => `${i * 2}:00`),
          },
          yAxis: { type: 'value', show: false },
          tooltip: { trigger: 'axis', confine: true },
          series: [
            {
              type: 'line',
              name: t('shop-dashboard.views'),
              data: hours,
              smooth: true,
              symbol: 'none',
              lineStyle: { width: 2, color: colors.primary },
            },
          ],
        }}
      />
    </div>
  )
}
