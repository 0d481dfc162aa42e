import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  categoryHasGoods: {
    'zh-cn': '该分类及其子分类下还有 {count} 件商品，请先移走或删除它们',
    'zh-tw': '此分類及其子分類下還有 {count} 件商品，請先移走或刪除它們',
    en: 'This category and those below it hold {count} goods: move or delete them first',
  },
  noCategory: {
    'zh-cn': '分类不存在',
    'zh-tw': '分類不存在',
    en: 'The category does not exist',
  },
  notOnShelf: {
    'zh-cn': '商品不存在或已下架',
    'zh-tw': '商品不存在或已下架',
    en: 'The goods do not exist or are off shelf',
  },
})
