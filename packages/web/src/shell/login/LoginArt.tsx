/** The sign-in page's backdrop: a stylised shop back office in the theme's tints. */
export function LoginArt() {
  return (
    <div className="login-art">
      <svg viewBox="0 0 640 640" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <path d="M0 0h520c-60 120 40 230-30 360S280 560 330 640H0Z" fill="var(--color-primary-light-9)" />
        <path d="M0 0h360c-50 110 30 200-40 310S140 470 190 640H0Z" fill="var(--color-primary-light-8)" />
        <g transform="translate(120 170)">
          <rect
            width="300"
            height="210"
            rx="14"
            fill="var(--login-card)"
            stroke="var(--color-primary-light-6)"
          />
          <rect x="18" y="18" width="90" height="10" rx="5" fill="var(--color-primary-light-5)" />
          <rect x="18" y="44" width="264" height="1" fill="var(--color-primary-light-7)" />
          {[0, 1, 2, 3].map((i) => (
            <g key={i} transform={`translate(18 ${62 + i * 34})`}>
              <circle cx="10" cy="10" r="10" fill="var(--color-primary-light-7)" />
              <rect x="30" y="4" width={120 - i * 14} height="8" rx="4" fill="var(--color-primary-light-6)" />
              <rect
                x="200"
                y="4"
                width="64"
                height="12"
                rx="6"
                fill={i === 1 ? 'var(--color-primary)' : 'var(--color-primary-light-7)'}
              />
            </g>
          ))}
        </g>
        <g transform="translate(330 90)">
          <rect
            width="150"
            height="96"
            rx="12"
            fill="var(--login-card)"
            stroke="var(--color-primary-light-6)"
          />
          {[30, 52, 40, 70, 58].map((h, i) => (
            <rect
              key={h}
              x={20 + i * 24}
              y={80 - h}
              width="14"
              height={h}
              rx="4"
              fill={i === 3 ? 'var(--color-primary)' : 'var(--color-primary-light-5)'}
            />
          ))}
        </g>
        <g transform="translate(60 430)">
          <rect
            width="170"
            height="70"
            rx="12"
            fill="var(--login-card)"
            stroke="var(--color-primary-light-6)"
          />
          <circle cx="36" cy="35" r="18" fill="none" stroke="var(--color-primary-light-6)" strokeWidth="8" />
          <path d="M36 17a18 18 0 0 1 17 23" fill="none" stroke="var(--color-primary)" strokeWidth="8" />
          <rect x="70" y="24" width="76" height="8" rx="4" fill="var(--color-primary-light-5)" />
          <rect x="70" y="40" width="50" height="8" rx="4" fill="var(--color-primary-light-7)" />
        </g>
      </svg>
    </div>
  )
}
