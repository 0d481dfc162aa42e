import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  cronFields: {
    'zh-cn': 'cron 表达式需要 6 个字段，秒在最前，例如 "0 30 2 * * *"',
    'zh-tw': 'cron 表達式需要 6 個欄位，秒在最前，例如 "0 30 2 * * *"',
    en: 'The cron expression needs 6 fields, seconds first, e.g. "0 30 2 * * *"',
  },
  cronPart: {
    'zh-cn': 'cron 表达式的「{field}」字段无法识别：{part}',
    'zh-tw': 'cron 表達式的「{field}」欄位無法辨識：{part}',
    en: 'The {field} field of the cron expression is not understood: {part}',
  },
  cronRange: {
    'zh-cn': 'cron 表达式的「{field}」字段超出范围 {min}–{max}：{value}',
    'zh-tw': 'cron 表達式的「{field}」欄位超出範圍 {min}–{max}：{value}',
    en: 'The {field} field of the cron expression is outside {min}–{max}: {value}',
  },
  cronNever: {
    'zh-cn': '这个 cron 表达式永远不会触发',
    'zh-tw': '這個 cron 表達式永遠不會觸發',
    en: 'This cron expression never fires',
  },
  needed: { 'zh-cn': '{field} 不能为空', 'zh-tw': '{field} 不能為空', en: '{field} is required' },
  everyWhole: {
    'zh-cn': '间隔必须是整秒（1000 毫秒的倍数）',
    'zh-tw': '間隔必須是整秒（1000 毫秒的倍數）',
    en: 'The interval must be whole seconds (a multiple of 1000 ms)',
  },
  unknownService: {
    'zh-cn': '没有名为「{service}」的动作：请从列表中选择',
    'zh-tw': '沒有名為「{service}」的動作：請從清單中選擇',
    en: 'No action is named "{service}": choose one from the list',
  },
  dataNotJson: {
    'zh-cn': '参数（data）不是合法的 JSON',
    'zh-tw': '參數（data）不是合法的 JSON',
    en: 'The arguments (data) are not valid JSON',
  },
  actionDenied: {
    'zh-cn': '没有权限安排「{action}」：它需要 {perm} 权限',
    'zh-tw': '沒有權限安排「{action}」：它需要 {perm} 權限',
    en: 'You may not schedule "{action}": it needs the permission {perm}',
  },
  systemTask: {
    'zh-cn': '任务「{name}」是模块自带的任务：可以暂停，不能删除',
    'zh-tw': '任務「{name}」是模組內建的任務：可以暫停，不能刪除',
    en: 'The task "{name}" is a module\'s own job: it can be paused, not deleted',
  },
  endBeforeStart: {
    'zh-cn': '结束时间必须晚于开始时间',
    'zh-tw': '結束時間必須晚於開始時間',
    en: 'The end time must be after the start time',
  },
  endPassed: {
    'zh-cn': '结束时间已过：请先修改结束时间',
    'zh-tw': '結束時間已過：請先修改結束時間',
    en: 'The end time has passed: change it first',
  },
  runSkipped: {
    'zh-cn': '已跳过：上一次运行仍在进行',
    'zh-tw': '已略過：上一次執行仍在進行',
    en: 'skipped: the previous run was still running',
  },
  runRefused: {
    'zh-cn': '已拒绝：任务的创建者已不再拥有 {perm} 权限',
    'zh-tw': '已拒絕：任務的建立者已不再擁有 {perm} 權限',
    en: "refused: the task's maker no longer holds the permission {perm}",
  },
  runCrashed: {
    'zh-cn': '中断：运行它的实例停止了心跳（{detail}）',
    'zh-tw': '中斷：執行它的實例停止了心跳（{detail}）',
    en: 'crashed: the instance running it stopped beating ({detail})',
  },
  echoDescription: {
    'zh-cn': '示例：原样返回参数',
    'zh-tw': '範例：原樣傳回參數',
    en: 'Example: answers its arguments as they are',
  },
  sleepDescription: {
    'zh-cn': '示例：等待若干秒（试验不重叠运行）',
    'zh-tw': '範例：等待若干秒（試驗不重疊執行）',
    en: 'Example: waits some seconds (to try runs that never overlap)',
  },
})

/** The names of a cron expression's fields, in order. */
export const cronFieldNames = [
  { 'zh-cn': '秒', 'zh-tw': '秒', en: 'seconds' },
  { 'zh-cn': '分', 'zh-tw': '分', en: 'minutes' },
  { 'zh-cn': '时', 'zh-tw': '時', en: 'hours' },
  { 'zh-cn': '日', 'zh-tw': '日', en: 'day of month' },
  { 'zh-cn': '月', 'zh-tw': '月', en: 'month' },
  { 'zh-cn': '周', 'zh-tw': '週', en: 'day of week' },
] as const
