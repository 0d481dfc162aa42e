import { defineMessages } from '../../core/module.ts'

/** What the recycle module says to a person, in the three console languages. */
export const messages = defineMessages({
  restoreConflict: {
    'zh-cn': '{table} 中 ID 为 {id} 的数据已存在，未恢复任何数据',
    'zh-tw': '{table} 中 ID 為 {id} 的資料已存在，未還原任何資料',
    en: 'The record {id} of {table} exists now; nothing was restored',
  },
})
