import type { Request } from '../../shell'

export const PAGE_SIZE = 20
export const FOLDERS = '/admin/space/type'
const FILES = '/admin/space/info'

export interface FileQuery {
  page: number
  classifyId?: number
  type?: string
}

/** A page of files, newest first, of a folder and a type when given. */
export const filesRequest = (q: FileQuery): Request => ({
  queryKey: [FILES, 'page', q],
  path: `${FILES}/page`,
  body: { ...q, size: PAGE_SIZE, order: 'createTime', sort: 'desc' },
  perm: 'space:info:page',
})
