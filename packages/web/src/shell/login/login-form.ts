import { PASSWORD_MAX, PASSWORD_MIN } from '@backroom/contract'

export interface LoginValues {
  username: string
  password: string
  verifyCode: string
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>

/** Checks the form before it is sent; answers translation keys (with their parameters). */
export function validateLogin({ username, password, verifyCode }: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  if (!username.trim()) errors.username = 'login.usernameRequired'
  if (!password) errors.password = 'login.passwordRequired'
  else if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    errors.password = 'login.passwordLength'
  if (!verifyCode.trim()) errors.verifyCode = 'login.captchaRequired'
  return errors
}

export const PASSWORD_LIMITS = { min: PASSWORD_MIN, max: PASSWORD_MAX }
