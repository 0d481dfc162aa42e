import { defineMessages } from '../../core/module.ts'

export const messages = defineMessages({
  noFolder: { 'zh-cn': '文件夹不存在', 'zh-tw': '資料夾不存在', en: 'The folder does not exist' },
})
