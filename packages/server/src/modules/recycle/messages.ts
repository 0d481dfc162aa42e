import { defineMessages } from '../../platform.ts'

/** What the recycle module says to a person, in the three console languages. */
export const messages = defineMessages({
  restoreConflict: {
    'zh-cn': '{table} 中 ID 为 {id} 的数据已存在，未恢复任何数据',
    'zh-tw': '{table} 中 ID 為 {id} 的資料已存在，未還原任何資料',
    en: 'The record {id} of {table} exists now; nothing was restored',
  },
  restoreMissing: {
    'zh-cn': '回收站中没有 ID 为 {ids} 的记录，未恢复任何数据',
    'zh-tw': '回收站中沒有 ID 為 {ids} 的紀錄，未還原任何資料',
    en: 'The recycle bin holds no record {ids}; nothing was restored',
  },
  restoreUnchecked: {
    'zh-cn': '{table} 的数据无法检查，不能恢复',
    'zh-tw': '{table} 的資料無法檢查，不能還原',
    en: 'Rows of {table} cannot be checked, so they cannot be restored',
  },
})
