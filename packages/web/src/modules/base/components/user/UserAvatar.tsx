import { UserOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'

/** A user's picture in a table cell, or a figure when there is none. */
export function UserAvatar({ src }: { src: unknown }) {
  return <Avatar size={32} src={typeof src === 'string' && src ? src : undefined} icon={<UserOutlined />} />
}
