import {
  FileExcelOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileUnknownOutlined,
  FileWordOutlined,
  FileZipOutlined,
  MoreOutlined,
  PlayCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons'
import type { SpaceFileType } from '@backroom/contract'
import { Button, Dropdown, type MenuProps } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { extensionOf, TYPE_COLORS } from '../file-types'
import type { SpaceFile } from '../resources'

const ICONS: Record<SpaceFileType, ReactNode> = {
  image: <FileOutlined />,
  video: <PlayCircleOutlined />,
  audio: <SoundOutlined />,
  word: <FileWordOutlined />,
  excel: <FileExcelOutlined />,
  ppt: <FilePptOutlined />,
  pdf: <FilePdfOutlined />,
  rar: <FileZipOutlined />,
  file: <FileOutlined />,
}

interface Props {
  file: SpaceFile
  /** 1-based position in the selection, or 0 */
  order: number
  menu: MenuProps['items']
  onClick(): void
}

/** One file of the grid: a thumbnail or a type icon, its extension tag, its selection number. */
export function FileTile({ file, order, menu, onClick }: Props) {
  const { t } = useTranslation()
  const [broken, setBroken] = useState(false)
  const type = file.type as SpaceFileType
  const ext = extensionOf(file.url) || extensionOf(file.name)
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items: menu }}>
      {/* the tile's toggle and its actions' button side by side: a button holds no other button */}
      <li className={order ? 'space-tile selected' : 'space-tile'} aria-label={file.name} title={file.name}>
        <button type="button" className="space-tile-main" aria-pressed={order > 0} onClick={onClick}>
          <span className="space-tile-body">
            {broken ? (
              <span className="space-tile-icon broken">
                <FileUnknownOutlined />
                <span>{t('space.broken')}</span>
              </span>
            ) : type === 'image' ? (
              // the name is written below: the picture adds nothing to say
              <img src={file.url} alt="" loading="lazy" onError={() => setBroken(true)} />
            ) : (
              <span className="space-tile-icon" style={{ color: TYPE_COLORS[type] }}>
                {ICONS[type] ?? ICONS.file}
              </span>
            )}
          </span>
          <span className="space-tile-name">{file.name}</span>
          {ext && (
            <span className="space-tile-tag" style={{ background: TYPE_COLORS[type] ?? TYPE_COLORS.file }}>
              {ext}
            </span>
          )}
          {order > 0 && <span className="space-tile-order">{order}</span>}
        </button>
        <Dropdown trigger={['click']} menu={{ items: menu }}>
          <Button
            size="small"
            type="text"
            className="space-tile-more"
            icon={<MoreOutlined />}
            aria-label={t('space.fileActions', { name: file.name })}
          />
        </Dropdown>
      </li>
    </Dropdown>
  )
}
