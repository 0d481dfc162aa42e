import { UserOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'
import { ImageUpload, type WidgetProps } from '../../../crud'

/** A user's picture in a table cell, or a figure when there is none. */
export function AvatarCell({ src }: { src: unknown }) {
  return <Avatar size={32} src={typeof src === 'string' && src ? src : undefined} icon={<UserOutlined />} />
}

/** The avatar field: a round picture picked from the file space. */
export const RoundImage = (props: WidgetProps<string | null>) => <ImageUpload {...props} round />
