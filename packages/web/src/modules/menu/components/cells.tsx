import { GlobalOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'

/** A site's picture in a table cell, or a globe when it has none. */
export function SiteIcon({ src }: { src: unknown }) {
  return (
    <Avatar
      shape="square"
      size={32}
      src={typeof src === 'string' && src ? src : undefined}
      icon={<GlobalOutlined />}
    />
  )
}

/** A site's link, opened in a new tab without handing it this window. */
export function LinkCell({ href }: { href: unknown }) {
  if (typeof href !== 'string' || !href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  )
}
