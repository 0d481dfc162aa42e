/** The Backroom mark: a shop-front awning over a door, drawn in currentColor. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" fill="none">
      <path d="M4 11 7 4h18l3 7" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      <path
        d="M4 11c0 2 1.6 3.4 3.4 3.4S11 13 11 11c0 2 1.6 3.4 3.4 3.4h3.2C19.4 14.4 21 13 21 11c0 2 1.6 3.4 3.6 3.4S28 13 28 11"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M6.5 16v12h19V16" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M13 28v-7h6v7" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  )
}
