import { useTranslation } from 'react-i18next'
import { APP_NAME } from '../config'
import { loadUserData, useSessionStore } from './session/session'

/** Shown while the console starts or the user's data loads; offers a retry when loading failed. */
export function LoadingScreen({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation()
  const error = useSessionStore((s) => s.error)
  return (
    <div className="loading-screen" aria-busy={!failed}>
      <div className="loading-screen-name">{APP_NAME}</div>
      {failed ? (
        <>
          <p role="alert">{t('common.loadFailed', { message: error ?? '' })}</p>
          <button type="button" className="plain-button primary" onClick={() => void loadUserData()}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <>
          <div className="loading-screen-spinner" />
          <p>{t('common.loading')}</p>
          <p className="loading-screen-hint">{t('common.loadingHint')}</p>
        </>
      )}
    </div>
  )
}
