import type { ReactNode } from 'react'

interface Props {
  onClick: () => void
  danger?: boolean
  icon?: ReactNode
  /** the name of an icon-only link */
  label?: string
  children?: ReactNode
}

/**
 * A link-styled button for table rows. Lighter than antd's Button (no style hooks or wave effect
 * per instance), which matters when a virtual table mounts rows on every scrolled frame.
 */
export function RowLink({ onClick, danger, icon, label, children }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      className={danger ? 'crud-row-link crud-row-link-danger' : 'crud-row-link'}
      onClick={onClick}
    >
      {icon}
      {children}
    </button>
  )
}
