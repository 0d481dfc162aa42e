import type { Tokens } from '@backroom/contract'
import { type FormEvent, useState } from 'react'
import { api } from '../request/client'
import { afterLogin } from '../router/guard'
import { startSession } from '../session/session'
import { readStored } from '../storage'
import { type LoginErrors, type LoginValues, validateLogin } from './login-form'
import { useCaptcha } from './use-captcha'

/**
 * The console's layout starts loading as soon as the person starts on the form (or, at the latest,
 * while the server checks the password), so signing in does not wait for it; the sign-in page
 * itself stays light.
 */
let layoutRequested = false
export function loadLayoutEarly() {
  if (layoutRequested) return
  layoutRequested = true
  void import('../layout/Layout').catch(() => {
    layoutRequested = false
  })
}

/** The sign-in form's state and submit; the page only draws it. */
export function useLogin() {
  const captcha = useCaptcha()
  const [values, setValues] = useState<LoginValues>(() => ({
    username: readStored<string>('username') ?? '',
    password: '',
    verifyCode: '',
  }))
  const [errors, setErrors] = useState<LoginErrors>({})
  const [failure, setFailure] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  const change = (field: keyof LoginValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const refreshCaptcha = () => {
    change('verifyCode', '')
    void captcha.refresh()
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found = validateLogin(values)
    setErrors(found)
    setFailure(undefined)
    if (Object.keys(found).length > 0 || submitting) return
    setSubmitting(true)
    loadLayoutEarly()
    try {
      const username = values.username.trim()
      const tokens = await api.post<Tokens>(
        '/admin/base/open/login',
        {
          username,
          password: values.password,
          captchaId: captcha.captcha?.captchaId ?? '',
          verifyCode: values.verifyCode,
        },
        { anonymous: true },
      )
      await startSession(tokens, username, afterLogin(window.location.search))
    } catch (err) {
      setFailure((err as Error).message)
      refreshCaptcha()
      setSubmitting(false)
    }
  }

  return { values, errors, failure, submitting, captcha, change, refreshCaptcha, submit }
}
