import type { Captcha } from '@backroom/contract'
import { useCallback, useEffect, useState } from 'react'
import { i18n } from '../i18n/i18n'
import { api } from '../request/client'
import { toast } from '../toast'

/** The sign-in captcha: an image and its id, fetched again on demand. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>()
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)

  const refresh = useCallback(async () => {
    setLoading(true)
    try {
      const next = await api.get<Captcha>(
        '/admin/base/open/captcha',
        { width: 150, height: 45, color: '#2c3142' },
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
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return { captcha, loading, failed, refresh }
}
