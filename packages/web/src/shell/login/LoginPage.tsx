import type { Language } from '@backroom/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '../../config'
import { changeLanguage } from '../i18n/change-language'
import { LANGUAGE_NAMES, useLanguageStore } from '../i18n/language-store'
import { Logo } from '../Logo'
import { LoginArt } from './LoginArt'
import { PASSWORD_LIMITS } from './login-form'
import { loadLayoutEarly, useLogin } from './use-login'
import './login.css'

/** Sign-in, drawn without Ant Design so that the first screen stays light. */
export function LoginPage() {
  const { t } = useTranslation()
  const { values, errors, failure, submitting, captcha, change, refreshCaptcha, submit } = useLogin()
  const [showPassword, setShowPassword] = useState(false)
  const language = useLanguageStore((s) => s.language)
  const error = (field: keyof typeof errors) =>
    errors[field] && (
      <span className="login-error" id={`login-${field}-error`}>
        {t(errors[field], PASSWORD_LIMITS)}
      </span>
    )

  return (
    <main className="login-page">
      <LoginArt />
      <section className="login-column">
        <select
          className="login-language"
          aria-label={t('layout.language')}
          value={language}
          onChange={(e) => void changeLanguage(e.target.value as Language)}
        >
          {(Object.keys(LANGUAGE_NAMES) as Language[]).map((key) => (
            <option key={key} value={key}>
              {LANGUAGE_NAMES[key]}
            </option>
          ))}
        </select>
        <header className="login-header">
          <span className="login-logo">
            <Logo size={36} />
          </span>
          <h1>{APP_NAME}</h1>
          <p>{t('common.appSubtitle')}</p>
        </header>
        <form
          className="login-form"
          onSubmit={submit}
          onFocus={loadLayoutEarly}
          noValidate
          aria-busy={submitting}
        >
          <fieldset disabled={submitting}>
            <label htmlFor="login-username">{t('login.username')}</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              maxLength={100}
              placeholder={t('login.usernamePlaceholder')}
              value={values.username}
              aria-invalid={!!errors.username}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
              onChange={(e) => change('username', e.target.value)}
            />
            {error('username')}
            <label htmlFor="login-password">{t('login.password')}</label>
            <div className="login-field">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                value={values.password}
                aria-invalid={!!errors.password}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                onChange={(e) => change('password', e.target.value)}
              />
              <button
                type="button"
                className="login-eye"
                aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((s) => !s)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  />
                  <circle
                    cx="12"
                    cy="12"
                    r="3"
                    fill={showPassword ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.8"
                  />
                </svg>
              </button>
            </div>
            {error('password')}
            <label htmlFor="login-code">{t('login.captcha')}</label>
            <div className="login-field">
              <input
                id="login-code"
                name="verifyCode"
                autoComplete="off"
                maxLength={8}
                placeholder={t('login.captchaPlaceholder')}
                value={values.verifyCode}
                aria-invalid={!!errors.verifyCode}
                aria-describedby={errors.verifyCode ? 'login-verifyCode-error' : undefined}
                onChange={(e) => change('verifyCode', e.target.value)}
              />
              <button
                type="button"
                className="login-captcha"
                title={t('login.captchaRefresh')}
                aria-label={t('login.captchaRefresh')}
                onClick={refreshCaptcha}
              >
                {captcha.loading && <span className="login-spinner" />}
                {captcha.failed && <span className="login-captcha-failed">{t('login.captchaFailed')}</span>}
                {!captcha.failed && captcha.captcha && (
                  <img src={captcha.captcha.data} alt="" width={150} height={45} />
                )}
              </button>
            </div>
            {error('verifyCode')}
            {failure && (
              <p className="login-failure" role="alert">
                {failure}
              </p>
            )}
            <button type="submit" className="login-submit">
              {submitting && <span className="login-spinner light" />}
              {t('login.submit')}
            </button>
          </fieldset>
        </form>
        <footer className="login-copyright">{t('common.copyright')}</footer>
      </section>
    </main>
  )
}
