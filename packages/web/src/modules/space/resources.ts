import { type RowOf, SpaceInfo, SpaceType } from '@backroom/contract'
import { defineResource } from '../../crud'

export type SpaceFile = RowOf<typeof SpaceInfo>
export type SpaceFolder = RowOf<typeof SpaceType>

/** Folders of the file space (contract §7.12): a tree by parentId. */
export const folderResource = defineResource({
  prefix: '/admin/space/type',
  entity: SpaceType,
  area: 'space',
  title: 'space.folder',
  fields: [{ name: 'name' }],
})

/** Files of the file space: what an upload registered. */
export const fileResource = defineResource({
  prefix: '/admin/space/info',
  entity: SpaceInfo,
  area: 'space',
  title: 'space.file',
  fields: [{ name: 'name' }, { name: 'classifyId' }],
})
