import type { Captcha } from '@backroom/contract'
import { useCallback, useEffect, useState } from 'react'
import { i18n } from '../i18n/i18n'
import { api } from '../request/client'
import { useThemeStore } from '../theme/theme-store'
import { toast } from '../toast'

/** The digits' colour: readable on the sign-in form in each mode. */
const DIGITS = { light: '#2c3142', dark: '#e5eaf3' }

/** The sign-in captcha: an image and its id, fetched again on demand and when the mode changes. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>()
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const dark = useThemeStore((s) => s.dark)

  const refresh = useCallback(async () => {
    setLoading(true)
    try {
      const next = await api.get<Captcha>(
        '/admin/base/open/captcha',
        { width: 150, height: 45, color: dark ? DIGITS.dark : DIGITS.light },
        { anonymous: true },
      )
      setCaptcha(next)
      setFailed(false)
    } catch {
      setFailed(true)
      toast.error(i18n.t('login.captchaFailed'))
    } finally {
      setLoading(false)
    }
  }, [dark])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { captcha, loading, failed, refresh }
}
