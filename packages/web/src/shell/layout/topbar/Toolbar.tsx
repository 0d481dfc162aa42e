import { EllipsisOutlined } from '@ant-design/icons'
import { Popover } from 'antd'
import { useTranslation } from 'react-i18next'
import { modules } from '../../modules/modules'
import { useScreen } from '../screen'
import { BrowserFullscreen } from './BrowserFullscreen'

// loaded with the layout, so that the top bar shows whole from its first frame (no tool pops in
// and shifts the others)
const entries = (
  await Promise.all(
    modules.flatMap(({ name, toolbar }) =>
      toolbar
        ? [toolbar.component().then(({ default: Component }) => ({ name, ...toolbar, Component }))]
        : [],
    ),
  )
).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))

const tools = (shown: typeof entries) => shown.map(({ name, Component }) => <Component key={name} />)

/**
 * The tools modules place in the top bar, by order. On a phone, browser full-screen and the
 * tools not meant for a phone's top bar (`h5: false`) wait behind a "more" button, in reach.
 */
export function Toolbar() {
  const { t } = useTranslation()
  const { isMini } = useScreen()
  if (!isMini)
    return (
      <div className="topbar-tools">
        <BrowserFullscreen />
        {tools(entries.filter((e) => e.pc !== false))}
      </div>
    )
  const more = (
    <div className="topbar-tools">
      <BrowserFullscreen />
      {tools(entries.filter((e) => e.h5 === false))}
    </div>
  )
  return (
    <div className="topbar-tools">
      {tools(entries.filter((e) => e.h5 !== false))}
      <Popover trigger="click" placement="bottomRight" content={more}>
        <button type="button" className="topbar-icon" aria-label={t('layout.moreTools')}>
          <EllipsisOutlined />
        </button>
      </Popover>
    </div>
  )
}
