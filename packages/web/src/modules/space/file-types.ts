import { type SpaceFileType, spaceFileType } from '@backroom/contract'

/** The corner tag colour of each file type (ui facts §6.2). */
export const TYPE_COLORS: Record<SpaceFileType, string> = {
  image: '#67C23A',
  video: '#826aec',
  audio: '#826aec',
  word: '#53B7F4',
  excel: '#53D39C',
  ppt: '#F56C6C',
  pdf: '#8f3500',
  rar: '#FFC757',
  file: '#909399',
}

export { spaceFileType }

/** The extension shown on a tile's corner tag. */
export const extensionOf = (url: string) =>
  /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0])?.[1]?.toLowerCase() ?? ''

/** The type the listing is filtered by, from an `accept` such as `image/*` (none for anything else). */
export function typeOfAccept(accept: string | undefined): SpaceFileType | undefined {
  const m = /^(image|video|audio)\/\*$/.exec(accept?.trim() ?? '')
  return m ? (m[1] as SpaceFileType) : undefined
}
