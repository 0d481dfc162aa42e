import { CompressOutlined, ExpandOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}

/** Puts the whole browser window into full-screen and back. */
export function BrowserFullscreen() {
  const { t } = useTranslation()
  const active = useSyncExternalStore(subscribe, () => !!document.fullscreenElement)
  if (!document.fullscreenEnabled) return null
  const label = t(active ? 'layout.exitBrowserFullscreen' : 'layout.browserFullscreen')
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="topbar-icon"
        aria-label={label}
        onClick={() =>
          void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen())
        }
      >
        {active ? <CompressOutlined /> : <ExpandOutlined />}
      </button>
    </Tooltip>
  )
}
