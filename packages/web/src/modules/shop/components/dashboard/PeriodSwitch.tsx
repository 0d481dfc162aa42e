import { DASHBOARD_PERIODS, type DashboardPeriod } from '@backroom/contract'
import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'

/** Today, this week, this month or this year. */
export function PeriodSwitch({
  value,
  onChange,
  label,
}: {
  value: DashboardPeriod
  onChange: (period: DashboardPeriod) => void
  label: string
}) {
  const { t } = useTranslation()
  return (
    <Segmented<DashboardPeriod>
      size="small"
      aria-label={label}
      value={value}
      onChange={onChange}
      options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`shop-dashboard.period.${p}`) }))}
    />
  )
}
