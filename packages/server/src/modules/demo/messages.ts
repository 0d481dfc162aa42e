import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  noOccupation: {
    'zh-cn': '职业字典中没有值 {value}',
    'zh-tw': '職業字典中沒有值 {value}',
    en: 'The occupation dictionary has no value {value}',
  },
  noGoodsType: {
    'zh-cn': '商品类型字典中没有值 {value}',
    'zh-tw': '商品類型字典中沒有值 {value}',
    en: 'The goods type dictionary has no value {value}',
  },
})
