import type { Language } from '@backroom/contract'

type Text = Record<Language, string>

/** Every message the server sends to a person, in the three console languages. */
export const messages = {
  success: { 'zh-cn': 'success', 'zh-tw': 'success', en: 'success' },
  internal: {
    'zh-cn': '服务器出错了，请稍后再试',
    'zh-tw': '伺服器發生錯誤，請稍後再試',
    en: 'Something went wrong on the server, please try again later',
  },
  dbUnavailable: {
    'zh-cn': '数据库暂时不可用，请稍后再试',
    'zh-tw': '資料庫暫時無法使用，請稍後再試',
    en: 'The database is unavailable, please try again shortly',
  },
  notFound: { 'zh-cn': '接口不存在', 'zh-tw': '介面不存在', en: 'No such API route' },
  unauthorized: {
    'zh-cn': '登录失效或无权限访问',
    'zh-tw': '登入已失效或沒有存取權限',
    en: 'Login expired or no permission',
  },
  sessionExpired: { 'zh-cn': '登录已失效', 'zh-tw': '登入已失效', en: 'Login has expired' },
  forbidden: {
    'zh-cn': '无权限访问',
    'zh-tw': '沒有存取權限',
    en: 'You do not have permission for this action',
  },
  badRequest: { 'zh-cn': '请求无效', 'zh-tw': '請求無效', en: 'Bad request' },
  badJson: {
    'zh-cn': '请求体不是合法的 JSON',
    'zh-tw': '請求內容不是有效的 JSON',
    en: 'The request body is not valid JSON',
  },
  badText: {
    'zh-cn': '请求包含空字符（U+0000）或不是有效的 UTF-8',
    'zh-tw': '請求包含空字元（U+0000）或不是有效的 UTF-8',
    en: 'The request contains a null character (U+0000) or is not valid UTF-8',
  },
  badValue: {
    'zh-cn': '参数的值超出范围或格式不正确',
    'zh-tw': '參數的值超出範圍或格式不正確',
    en: 'A value is out of range or has the wrong format',
  },
  badMultipart: {
    'zh-cn': '上传的表单格式不正确',
    'zh-tw': '上傳的表單格式不正確',
    en: 'The upload form is malformed',
  },
  badContentType: {
    'zh-cn': '不支持的请求类型',
    'zh-tw': '不支援的請求類型',
    en: 'Unsupported content type',
  },
  bodyTooLarge: { 'zh-cn': '请求体过大', 'zh-tw': '請求內容過大', en: 'The request body is too large' },
  invalid: { 'zh-cn': '参数错误：{detail}', 'zh-tw': '參數錯誤：{detail}', en: 'Invalid input: {detail}' },
  badSort: {
    'zh-cn': '不支持按 {column} 排序',
    'zh-tw': '不支援依 {column} 排序',
    en: 'Cannot sort by {column}',
  },
  badSortDirection: {
    'zh-cn': '排序方向只能是 asc 或 desc',
    'zh-tw': '排序方向只能是 asc 或 desc',
    en: 'Sort direction must be asc or desc',
  },
  badSortLength: {
    'zh-cn': '排序参数不正确',
    'zh-tw': '排序參數不正確',
    en: 'order and sort lists differ in length',
  },
  idRequired: {
    'zh-cn': '查询参数[id]不存在',
    'zh-tw': '查詢參數[id]不存在',
    en: 'Parameter [id] is missing',
  },
  notExist: {
    'zh-cn': '数据不存在或无权操作',
    'zh-tw': '資料不存在或無權操作',
    en: 'The record does not exist or is out of your reach',
  },
  logKeepRange: {
    'zh-cn': '日志保存天数须为 {min} 到 {max} 之间的整数',
    'zh-tw': '日誌保存天數須為 {min} 到 {max} 之間的整數',
    en: 'The log keeps a whole number of days from {min} to {max}',
  },
  outOfScope: {
    'zh-cn': '包含无权操作的数据',
    'zh-tw': '包含無權操作的資料',
    en: 'Some of these records are outside your data permission',
  },
  duplicate: { 'zh-cn': '{field} 已存在', 'zh-tw': '{field} 已存在', en: '{field} already exists' },
  parentCycle: {
    'zh-cn': '上级不能是自己或自己的下级',
    'zh-tw': '上級不能是自己或自己的下級',
    en: 'The parent cannot be the item itself or one of its descendants',
  },
  parentMissing: { 'zh-cn': '上级不存在', 'zh-tw': '上級不存在', en: 'The parent does not exist' },
  captchaWrong: {
    'zh-cn': '验证码不正确',
    'zh-tw': '驗證碼不正確',
    en: 'The verification code is incorrect',
  },
  loginWrong: {
    'zh-cn': '账户或密码不正确',
    'zh-tw': '帳號或密碼不正確',
    en: 'Incorrect account or password',
  },
  tooManyRequests: {
    'zh-cn': '请求过于频繁，请稍后再试',
    'zh-tw': '請求過於頻繁，請稍後再試',
    en: 'Too many requests, please try again shortly',
  },
  loginThrottled: {
    'zh-cn': '登录失败次数过多，请 {minutes} 分钟后再试',
    'zh-tw': '登入失敗次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many failed sign-ins, please try again in {minutes} minutes',
  },
  oldPasswordWrong: {
    'zh-cn': '原密码错误',
    'zh-tw': '原密碼錯誤',
    en: 'The original password is incorrect',
  },
  passwordThrottled: {
    'zh-cn': '原密码错误次数过多，请 {minutes} 分钟后再试',
    'zh-tw': '原密碼錯誤次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many wrong original passwords, please try again in {minutes} minutes',
  },
  userNotFound: { 'zh-cn': '用户不存在', 'zh-tw': '使用者不存在', en: 'User not found' },
  uploadEmpty: { 'zh-cn': '上传文件为空', 'zh-tw': '上傳的檔案是空的', en: 'No file was uploaded' },
  uploadBadType: {
    'zh-cn': '不允许上传 .{ext} 文件',
    'zh-tw': '不允許上傳 .{ext} 檔案',
    en: 'Files of type .{ext} are not allowed',
  },
  uploadMismatch: {
    'zh-cn': '文件内容与扩展名 .{ext} 不符',
    'zh-tw': '檔案內容與副檔名 .{ext} 不符',
    en: 'The file content does not match its extension .{ext}',
  },
  uploadUnsafe: {
    'zh-cn': 'SVG 文件不能包含脚本或事件属性',
    'zh-tw': 'SVG 檔案不能包含指令碼或事件屬性',
    en: 'An SVG file cannot contain scripts or event attributes',
  },
  uploadTooLarge: {
    'zh-cn': '文件大小不能超过 {mb}MB',
    'zh-tw': '檔案大小不能超過 {mb}MB',
    en: 'The file cannot exceed {mb}MB',
  },
  uploadQuota: {
    'zh-cn': '上传空间已用完：每位用户最多 {mb}MB',
    'zh-tw': '上傳空間已用完：每位使用者最多 {mb}MB',
    en: 'Upload space used up: at most {mb}MB per user',
  },
  superOnly: {
    'zh-cn': '只有超级管理员可以操作超管角色或其用户',
    'zh-tw': '只有超級管理員可以操作超管角色或其使用者',
    en: 'Only the super-admin may change the super-admin role or its users',
  },
  roleNotAssignable: {
    'zh-cn': '只能分配菜单和数据权限都在自己权限之内的角色',
    'zh-tw': '只能指派選單和資料權限都在自己權限之內的角色',
    en: 'You may assign only roles whose menus and data scope you hold yourself',
  },
  grantBeyondOwn: {
    'zh-cn': '只能授予自己拥有的菜单和部门权限',
    'zh-tw': '只能授予自己擁有的選單和部門權限',
    en: 'You may grant only menus and departments you hold yourself',
  },
  userBeyondOwn: {
    'zh-cn': '不能操作权限超出自己的用户',
    'zh-tw': '不能操作權限超出自己的使用者',
    en: 'You cannot change a user who holds more than you do',
  },
  notSelf: {
    'zh-cn': '不能删除、禁用或降级自己的账号',
    'zh-tw': '不能刪除、停用或降級自己的帳號',
    en: 'You cannot delete, disable or demote your own account',
  },
  lastSuper: {
    'zh-cn': '至少需要保留一位可用的超级管理员',
    'zh-tw': '至少需要保留一位可用的超級管理員',
    en: 'At least one enabled super-admin must remain',
  },
  superRoleFixed: {
    'zh-cn': '超管角色不能删除',
    'zh-tw': '超管角色不能刪除',
    en: 'The super-admin role cannot be deleted',
  },
  rootKeepsUsers: {
    'zh-cn': '顶级部门没有上级，请选择同时删除其用户',
    'zh-tw': '頂層部門沒有上級，請選擇同時刪除其使用者',
    en: 'A top-level department has no parent to keep its users: choose to delete them too',
  },
  restoreConflict: {
    'zh-cn': '{table} 中 ID 为 {id} 的数据已存在，未恢复任何数据',
    'zh-tw': '{table} 中 ID 為 {id} 的資料已存在，未還原任何資料',
    en: 'The record {id} of {table} exists now; nothing was restored',
  },
  routeRequired: { 'zh-cn': '页面必须填写路由', 'zh-tw': '頁面必須填寫路由', en: 'A page needs a route' },
  routeInvalid: {
    'zh-cn': '路由必须以 / 开头，且不能使用 {reserved}',
    'zh-tw': '路由必須以 / 開頭，且不能使用 {reserved}',
    en: 'A route must start with / and cannot use {reserved}',
  },
  routeTaken: {
    'zh-cn': '路由 {router} 已被使用',
    'zh-tw': '路由 {router} 已被使用',
    en: 'The route {router} is already used',
  },
  devOnly: {
    'zh-cn': '只能在开发环境下使用',
    'zh-tw': '只能在開發環境下使用',
    en: 'Available on a development machine only',
  },
  badEntitySource: {
    'zh-cn': '代码结构不正确，请检查',
    'zh-tw': '程式碼結構不正確，請檢查',
    en: 'The entity source has an unexpected structure',
  },
  fileExists: {
    'zh-cn': '文件 {file} 已存在',
    'zh-tw': '檔案 {file} 已存在',
    en: 'The file {file} already exists',
  },
  tooManyParts: { 'zh-cn': '上传的文件过多', 'zh-tw': '上傳的檔案過多', en: 'Too many files in one upload' },
} satisfies Record<string, Text>

export type MessageKey = keyof typeof messages

/** Zod issue texts, by issue code, for the `invalid` message's detail. */
export const issueTexts = {
  required: { 'zh-cn': '{field} 不能为空', 'zh-tw': '{field} 不能為空', en: '{field} is required' },
  type: {
    'zh-cn': '{field} 应为 {expected}',
    'zh-tw': '{field} 應為 {expected}',
    en: '{field} must be a {expected}',
  },
  tooLong: {
    'zh-cn': '{field} 长度不能超过 {n}',
    'zh-tw': '{field} 長度不能超過 {n}',
    en: '{field} must be at most {n} long',
  },
  tooShort: {
    'zh-cn': '{field} 长度不能少于 {n}',
    'zh-tw': '{field} 長度不能少於 {n}',
    en: '{field} must be at least {n} long',
  },
  tooBig: {
    'zh-cn': '{field} 不能大于 {n}',
    'zh-tw': '{field} 不能大於 {n}',
    en: '{field} must be at most {n}',
  },
  tooSmall: {
    'zh-cn': '{field} 不能小于 {n}',
    'zh-tw': '{field} 不能小於 {n}',
    en: '{field} must be at least {n}',
  },
  format: {
    'zh-cn': '{field} 格式不正确',
    'zh-tw': '{field} 格式不正確',
    en: '{field} has the wrong format',
  },
  value: {
    'zh-cn': '{field} 的值不被允许',
    'zh-tw': '{field} 的值不被允許',
    en: '{field} has a value that is not allowed',
  },
} satisfies Record<string, Text>

/** Fills `{name}` placeholders; a parameter may itself be a text per language. */
export function format(template: string, lang: Language, params?: Record<string, unknown>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (m, k) => {
    if (!(k in params)) return m
    const v = params[k]
    return String(v !== null && typeof v === 'object' && lang in v ? (v as Text)[lang] : v)
  })
}

export function translate(key: MessageKey, lang: Language, params?: Record<string, unknown>): string {
  return format(messages[key][lang], lang, params)
}
