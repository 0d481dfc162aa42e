import { type SpaceFileType, spaceFileType } from '@backroom/contract'

/** The corner tag colour of each file type: ui facts §6.2's hues, dark enough for white text (4.5:1). */
export const TYPE_COLORS: Record<SpaceFileType, string> = {
  image: '#458227',
  video: '#7862d9',
  audio: '#7862d9',
  word: '#387ba3',
  excel: '#338361',
  ppt: '#bd5353',
  pdf: '#8f3500',
  rar: '#8f6f31',
  file: '#727479',
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
