import { describe, expect, it } from 'vitest'
import { validateLogin } from './login-form'

describe('sign-in form checks', () => {
  it('asks for every field', () => {
    expect(validateLogin({ username: ' ', password: '', verifyCode: '' })).toEqual({
      username: 'login.usernameRequired',
      password: 'login.passwordRequired',
      verifyCode: 'login.captchaRequired',
    })
  })

  it('wants a password of 6 to 16 characters', () => {
    expect(validateLogin({ username: 'a', password: '12345', verifyCode: '1' })).toEqual({
      password: 'login.passwordLength',
    })
    expect(validateLogin({ username: 'a', password: '1'.repeat(17), verifyCode: '1' })).toEqual({
      password: 'login.passwordLength',
    })
    expect(validateLogin({ username: 'a', password: '123456', verifyCode: '1' })).toEqual({})
  })
})
