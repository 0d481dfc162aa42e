import type { Text } from '@backroom/contract'

/**
 * The first seed's rows (migration 0002_seed) in the other two languages, keyed by the stored
 * zh-cn text: the departments, the administrator and the role, the example parameters. The
 * resources showing them name the fields (`seedTexts`); what an administrator typed is not here.
 */
export const seededRowTexts: Record<string, Partial<Text>> = {
  // departments (测试 names a parameter too)
  测试: { 'zh-tw': '測試', en: 'Testing' },
  开发: { 'zh-tw': '開發', en: 'Development' },
  游客: { 'zh-tw': '遊客', en: 'Guests' },
  // the administrator and the role
  超级管理员: { 'zh-tw': '超級管理員', en: 'Super admin' },
  管理员: { 'zh-tw': '管理員', en: 'Admin' },
  拥有最高权限的用户: { 'zh-tw': '擁有最高權限的使用者', en: 'The user with every permission' },
  超管: { 'zh-tw': '超級管理員', en: 'Super admin' },
  最高权限的角色: { 'zh-tw': '最高權限的角色', en: 'Highest-privilege role' },
  // the example parameters
  富文本参数: { 'zh-tw': '富文字參數', en: 'Rich text parameter' },
  JSON参数: { 'zh-tw': 'JSON 參數', en: 'JSON parameter' },
  文件: { 'zh-tw': '檔案', en: 'File' },
  这是一段字符串: { 'zh-tw': '這是一段字串', en: 'This is a string' },
  '<h3><strong>这是一个富文本</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>': {
    'zh-tw': '<h3><strong>這是一段富文字</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>',
    en: '<h3><strong>This is rich text</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>',
  },
}
