import { changeText, changeTone } from './figures'

const ARROWS = { up: '↗ ', down: '↘ ', flat: '', none: '' }

/** A change, rises red and falls green (the shop's convention), a dash when there was nothing to compare with. */
export function Change({
  value,
  label,
  unit = '%',
}: {
  value: number | null
  label?: string
  unit?: string
}) {
  const tone = changeTone(value)
  return (
    <span className={`dashboard-change dashboard-change-${tone}`} title={label}>
      <span aria-hidden="true">{ARROWS[tone]}</span>
      {changeText(value, unit)}
    </span>
  )
}
