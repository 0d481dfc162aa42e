import { defineMessages } from '../../platform.ts'

export const messages = defineMessages({
  notUploaded: {
    'zh-cn': '只能添加自己上传的文件',
    'zh-tw': '只能新增自己上傳的檔案',
    en: 'Only files you uploaded can be added',
  },
  noFolder: { 'zh-cn': '文件夹不存在', 'zh-tw': '資料夾不存在', en: 'The folder does not exist' },
})
