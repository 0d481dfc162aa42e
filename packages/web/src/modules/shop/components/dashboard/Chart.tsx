import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import type { CSSProperties } from 'react'
import { useThemeStore } from '../../../../shell'

// only the pieces the dashboard draws, so that its chunk stays small
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

const PALETTE = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc']

export type ChartOption = echarts.EChartsCoreOption

/** A chart of the dashboard: resizes with its box, redrawn whole when its option changes. */
export function Chart({
  option,
  style,
  label,
}: {
  option: ChartOption
  style?: CSSProperties
  label: string
}) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={style} />
    </div>
  )
}

/** The colours the charts draw with: the theme's primary colour, and text and tracks for light or dark mode. */
export function useChartColors() {
  const color = useThemeStore((s) => s.color)
  const dark = useThemeStore((s) => s.dark)
  // the shell puts the readable shade of the chosen colour on the document (theme-store applyTheme)
  const shown = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()
  const primary = shown || color
  return {
    primary,
    /** the series' colours: the theme's first, then ECharts' own after its blue */
    palette: [primary, ...PALETTE],
    text: dark ? '#f1f1f9' : '#303133',
    secondary: dark ? '#8d9095' : '#6b6e75',
    track: dark ? '#f1f1f911' : '#f1f1f9',
    split: dark ? '#303030' : '#ebeef5',
    dark,
  }
}
