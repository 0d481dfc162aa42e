import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  classifyHasEntries: {
    'zh-cn': '该分类及其子分类下还有 {count} 个网站，请先移走或删除它们',
    'zh-tw': '此分類及其子分類下還有 {count} 個網站，請先移走或刪除',
    en: 'This category and those below it still hold {count} sites: move or delete them first',
  },
})
