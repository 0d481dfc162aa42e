import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  notInRegion: {
    'zh-cn': '{place}不在所选的地区中',
    'zh-tw': '{place}不在所選的地區中',
    en: '{place} is not in the chosen region',
  },
  balanceNegative: {
    'zh-cn': '余额不能小于零（现有 {balance}）',
    'zh-tw': '餘額不能小於零（現有 {balance}）',
    en: 'The balance cannot go below zero (it is {balance})',
  },
  loginWrong: {
    'zh-cn': '手机号或密码错误',
    'zh-tw': '手機號碼或密碼錯誤',
    en: 'Wrong phone number or password',
  },
  loginThrottled: {
    'zh-cn': '尝试次数过多，请 {minutes} 分钟后再试',
    'zh-tw': '嘗試次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many attempts: try again in {minutes} minutes',
  },
  captchaNeeded: {
    'zh-cn': '请输入图片验证码',
    'zh-tw': '請輸入圖片驗證碼',
    en: 'Please enter the picture code',
  },
  captchaWrong: {
    'zh-cn': '图片验证码错误',
    'zh-tw': '圖片驗證碼錯誤',
    en: 'Wrong picture code',
  },
  smsWrong: {
    'zh-cn': '短信验证码错误或已过期',
    'zh-tw': '簡訊驗證碼錯誤或已過期',
    en: 'The text message code is wrong or has expired',
  },
  smsTooOften: {
    'zh-cn': '验证码发送过于频繁，请稍后再试',
    'zh-tw': '驗證碼傳送過於頻繁，請稍後再試',
    en: 'Codes are being sent too often: try again later',
  },
  smsUnavailable: {
    'zh-cn': '未配置短信服务',
    'zh-tw': '未設定簡訊服務',
    en: 'No text message service is configured',
  },
  phoneRegistered: {
    'zh-cn': '该手机号已注册',
    'zh-tw': '此手機號碼已註冊',
    en: 'This phone number is already registered',
  },
  oldPasswordWrong: {
    'zh-cn': '原密码错误',
    'zh-tw': '原密碼錯誤',
    en: 'The current password is wrong',
  },
  paramNotPublic: {
    'zh-cn': '参数不存在',
    'zh-tw': '參數不存在',
    en: 'No such parameter',
  },
})
