import { defineMessages } from '../../platform.ts'

/** What the base module says to a person, in the three console languages. */
export const messages = defineMessages({
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
    'zh-cn': 'SVG 文件不能包含脚本、事件属性或其他可执行的内容',
    'zh-tw': 'SVG 檔案不能包含指令碼、事件屬性或其他可執行的內容',
    en: 'An SVG file cannot contain scripts, event attributes or other active content',
  },
  uploadStorage: {
    'zh-cn': '文件存储暂不可用，请稍后再试',
    'zh-tw': '檔案儲存暫時無法使用，請稍後再試',
    en: 'File storage is unavailable; please try again later',
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
  roleHeldOutside: {
    'zh-cn': '该角色有权限范围之外的用户在使用，不能修改或删除',
    'zh-tw': '該角色有權限範圍之外的使用者在使用，不能修改或刪除',
    en: 'Users outside your data scope hold this role: you cannot change or delete it',
  },
  roleHeldByStronger: {
    'zh-cn': '该角色有权限超出自己的用户在使用，不能修改或删除',
    'zh-tw': '該角色有權限超出自己的使用者在使用，不能修改或刪除',
    en: 'Users who hold more than you do hold this role: you cannot change or delete it',
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
  routeRequired: { 'zh-cn': '页面必须填写路由', 'zh-tw': '頁面必須填寫路由', en: 'A page needs a route' },
  routeInvalid: {
    'zh-cn': '路由必须是以一个 / 开头的路径，不含 //、\\、: 和空格，且不能使用 {reserved}',
    'zh-tw': '路由必須是以一個 / 開頭的路徑，不含 //、\\、: 和空格，且不能使用 {reserved}',
    en: 'A route must be a path starting with one /, without //, \\, : or spaces, and cannot use {reserved}',
  },
  viewPathRequired: {
    'zh-cn': '页面必须填写视图路径',
    'zh-tw': '頁面必須填寫視圖路徑',
    en: 'A page needs a view path',
  },
  viewPathInvalid: {
    'zh-cn': '视图路径必须是组件路径（如 modules/base/views/user/index.vue）或 http(s):// 地址',
    'zh-tw': '視圖路徑必須是元件路徑（如 modules/base/views/user/index.vue）或 http(s):// 網址',
    en: 'A view path must be a component path (such as modules/base/views/user/index.vue) or an http(s):// address',
  },
  iconRequired: {
    'zh-cn': '显示的目录和页面必须选择图标',
    'zh-tw': '顯示的目錄和頁面必須選擇圖示',
    en: 'A visible directory or page needs an icon',
  },
  nameRequired: { 'zh-cn': '请填写名称', 'zh-tw': '請填寫名稱', en: 'Enter a name' },
  routeTaken: {
    'zh-cn': '路由 {router} 已被使用',
    'zh-tw': '路由 {router} 已被使用',
    en: 'The route {router} is already used',
  },
  logKeepRange: {
    'zh-cn': '日志保存天数须为 {min} 到 {max} 之间的整数',
    'zh-tw': '日誌保存天數須為 {min} 到 {max} 之間的整數',
    en: 'The log keeps a whole number of days from {min} to {max}',
  },
})
