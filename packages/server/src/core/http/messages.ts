import { LANGUAGES, type Language, type Text } from '@backroom/contract'

/** The core's messages to a person, in the three console languages; modules keep their own. */
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
  tooDeep: {
    'zh-cn': '请求体嵌套过深，最多 {n} 层',
    'zh-tw': '請求內容的巢狀層數過多，最多 {n} 層',
    en: 'The request body is nested too deeply: at most {n} levels',
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
  hasChildren: {
    'zh-cn': '请先删除或移走下级数据',
    'zh-tw': '請先刪除或移走下層資料',
    en: 'Delete or move its children first',
  },
  parentMissing: { 'zh-cn': '上级不存在', 'zh-tw': '上級不存在', en: 'The parent does not exist' },
  rootOutOfScope: {
    'zh-cn': '只有数据权限包含所有顶级数据的管理员才能放到顶级',
    'zh-tw': '只有資料權限包含所有頂層資料的管理員才能放到頂層',
    en: 'Only an administrator whose data scope covers every top-level item may place one at the top level',
  },
  tooManyRequests: {
    'zh-cn': '请求过于频繁，请稍后再试',
    'zh-tw': '請求過於頻繁，請稍後再試',
    en: 'Too many requests, please try again shortly',
  },
  uploadTooLarge: {
    'zh-cn': '文件大小不能超过 {mb}MB',
    'zh-tw': '檔案大小不能超過 {mb}MB',
    en: 'The file cannot exceed {mb}MB',
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

/** The languages a text lacks or leaves blank: a module's messages and route summaries have all three. */
export const missingLanguages = (text: Partial<Text> | undefined): Language[] =>
  LANGUAGES.filter((l) => typeof text?.[l] !== 'string' || !text[l].trim())

/** Fills `{name}` placeholders; a parameter may itself be a text per language. */
export function format(template: string, lang: Language, params?: Record<string, unknown>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (m, k) => {
    if (!(k in params)) return m
    const v = params[k]
    return String(v !== null && typeof v === 'object' && lang in v ? (v as Text)[lang] : v)
  })
}

export function translate(key: MessageKey | Text, lang: Language, params?: Record<string, unknown>): string {
  return format((typeof key === 'string' ? messages[key] : key)[lang], lang, params)
}
