import { z } from 'zod'
import { Column, col } from '../column.ts'
import { Ids } from '../crud.ts'
import { entity } from '../entity.ts'

/** A string that must not be empty once trimmed. */
const required = (length: number, comment: string) =>
  new Column<z.ZodString, false, 'string'>(z.string().trim().min(1).max(length), {
    kind: 'string',
    comment,
    length,
  })

/** Folders of the file space; a tree. */
export const SpaceType = entity('space_type', 'SpaceTypeEntity', {
  name: required(20, '类别名称'),
  parentId: col.int('父分类ID').nullable(),
})

/** A file of the file space; `type` and `key` are the server's reading of `url`. */
export const SpaceInfo = entity('space_info', 'SpaceInfoEntity', {
  url: required(1000, '地址'),
  type: col.string(20, '类型').with({ serverOnly: true }),
  classifyId: col.int('分类ID').nullable(),
  fileId: col.string(100, '文件ID').nullable(),
  name: required(200, '文件名'),
  size: col.int('文件大小').default(0),
  version: col.int('文档版本').default(1),
  key: col.string(200, '文件位置').nullable().with({ serverOnly: true }),
})

/** `space/type/delete`: the folders' files are deleted with them, or (default) move to the parent folder */
export const SpaceTypeDelete = z.looseObject({ ids: Ids, deleteFiles: z.boolean().optional() })

/** The categories of `space_info.type`, by extension (the reference console's lists); anything else is `file`. */
export const SPACE_FILE_TYPES = {
  image: ['bmp', 'jpg', 'jpeg', 'png', 'tif', 'gif', 'svg', 'webp'],
  video: ['avi', 'wmv', 'mpg', 'mpeg', 'mov', 'rm', 'ram', 'swf', 'flv', 'mp4'],
  audio: ['mp3', 'wav', 'wma', 'mp2', 'flac', 'midi', 'ra', 'ape', 'aac', 'cda'],
  word: ['doc', 'docx', 'docm', 'dot', 'dotx', 'dotm'],
  excel: ['xls', 'xlsx', 'xlsm', 'xlt', 'xltx', 'xltm'],
  ppt: ['ppt', 'pptx', 'pptm', 'ppsx', 'ppsm', 'pps', 'potx', 'potm', 'dpt', 'dps'],
  pdf: ['pdf'],
  rar: ['rar', 'zip'],
} as const
export type SpaceFileType = keyof typeof SPACE_FILE_TYPES | 'file'

/** The category of a file name or URL by its extension. */
export function spaceFileType(nameOrUrl: string): SpaceFileType {
  const ext = /\.([a-z0-9]+)$/i.exec(nameOrUrl.split(/[?#]/)[0])?.[1]?.toLowerCase() ?? ''
  for (const [type, list] of Object.entries(SPACE_FILE_TYPES)) {
    if ((list as readonly string[]).includes(ext)) return type as SpaceFileType
  }
  return 'file'
}
