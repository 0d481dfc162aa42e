import { PictureOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'

/** A picture in a table cell, or a figure when there is none. */
export function Thumbnail({ src }: { src: unknown }) {
  return (
    <Avatar
      shape="square"
      size={36}
      src={typeof src === 'string' && src ? src : undefined}
      icon={<PictureOutlined />}
    />
  )
}
