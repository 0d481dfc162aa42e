import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useStore } from 'zustand'
import { signOut } from '../session/session'
import { hasSession, tokenStore } from '../session/token-store'
import './error-page.css'

const Corner = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 200 200" aria-hidden="true">
    <path d="M0 0h200c-30 40-10 80-50 110S40 140 0 200Z" />
  </svg>
)

/** The full-screen pages for 401, 403, 404, 500 and 502; no sign-in needed to see them. */
export function ErrorPage({ code }: { code: 401 | 403 | 404 | 500 | 502 }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useStore(tokenStore, hasSession)
  return (
    <main className="error-page">
      <Corner className="error-corner top" />
      <Corner className="error-corner bottom" />
      <h1 className="error-code">{code}</h1>
      <p className="error-text">{t(`errors.${code}`)}</p>
      <div className="error-actions">
        {signedIn ? (
          <>
            <button
              type="button"
              className={code === 401 ? 'plain-button' : 'plain-button primary'}
              onClick={() => navigate('/', { replace: true })}
            >
              {t('errors.backHome')}
            </button>
            {/* only a refused session is mended by signing in again */}
            {code === 401 && (
              <button type="button" className="plain-button primary" onClick={() => void signOut()}>
                {t('errors.loginAgain')}
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            className="plain-button primary"
            onClick={() => navigate('/login', { replace: true })}
          >
            {t('errors.backToLogin')}
          </button>
        )}
      </div>
    </main>
  )
}
