import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Button, Empty } from 'antd'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScreen } from '../../shell/layout/screen'
import './view-group.css'

interface Props {
  /** the left panel (a list or tree of groups) */
  side: ReactNode
  /** the right panel's title; the selected group's name follows it */
  title: string
  selected?: string
  children: ReactNode
}

/** The left-right layout: groups on the left, the selected group's content on the right. */
export function ViewGroup({ side, title, selected, children }: Props) {
  const { t } = useTranslation()
  const { isMini } = useScreen()
  const [folded, setFolded] = useState(isMini)
  // on a phone the groups cover the content: they fold away once one is chosen, and open again
  // when the screen grows
  const [seen, setSeen] = useState({ selected, isMini })
  if (seen.selected !== selected || seen.isMini !== isMini) {
    setSeen({ selected, isMini })
    setFolded(isMini && selected !== undefined)
  }
  return (
    <div className={folded ? 'view-group folded' : 'view-group'}>
      <aside className="view-group-side">{side}</aside>
      <section className="view-group-main">
        <header className="view-group-head">
          <Button
            type="text"
            size="small"
            icon={folded ? <RightOutlined /> : <LeftOutlined />}
            aria-label={t(folded ? 'crud.group.expand' : 'crud.group.fold')}
            onClick={() => setFolded(!folded)}
          />
          <span className="view-group-title" title={selected}>
            {t('crud.group.title', { title, name: selected ?? t('crud.group.none') })}
          </span>
        </header>
        <div className="view-group-body">{selected === undefined ? <Empty /> : children}</div>
      </section>
    </div>
  )
}
