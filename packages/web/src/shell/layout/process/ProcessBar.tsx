import {
  ArrowLeftOutlined,
  CloseOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  ReloadOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { Dropdown, Tooltip } from 'antd'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ResolvedPage } from '../../router/resolve-route'
import { useRouteResolver } from '../../router/use-route-resolver'
import { closeAllTabs, closeOtherTabs, closeTab, reloadTab, useTabsStore } from '../../tabs/tabs-store'
import { toggleFullscreen, useLayoutStore } from '../layout-store'
import { pageLabel } from '../view/page-label'

/** Whether a strip's content is wider than the strip, kept up to date as either changes. */
function useOverflow(strip: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const el = strip.current
    if (!el) return
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    const mutations = new MutationObserver(check)
    mutations.observe(el, { childList: true, subtree: true, characterData: true })
    check()
    return () => {
      observer.disconnect()
      mutations.disconnect()
    }
  }, [strip])
  return overflows
}

/**
 * The tab bar: back, refresh and home; one tab per open page, scrolling sideways when they do
 * not fit, with a list of them all; the full-screen switch.
 */
export function ProcessBar({ current }: { current: ResolvedPage }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tabs = useTabsStore((s) => s.paths)
  const resolve = useRouteResolver()
  const fullscreen = useLayoutStore((s) => s.fullscreen)
  const strip = useRef<HTMLDivElement>(null)
  const overflows = useOverflow(strip)

  useEffect(() => {
    strip.current
      ?.querySelector(`[data-path="${CSS.escape(current.path)}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'nearest' })
  }, [current.path])

  const close = (path: string) => {
    const next = closeTab(path, current.path)
    if (next) navigate(next)
  }
  const menuFor = (path: string) => ({
    items: [
      ...(path === current.path ? [{ key: 'current', label: t('layout.closeCurrent') }] : []),
      { key: 'others', label: t('layout.closeOthers') },
      { key: 'all', label: t('layout.closeAll') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'current') return close(path)
      if (key === 'others') {
        closeOtherTabs(path)
        if (path !== current.path) navigate(path)
        return
      }
      closeAllTabs()
      navigate('/')
    },
  })

  const open = tabs.flatMap((path) => {
    const r = resolve(path)
    return r.kind === 'page' ? [{ path, label: pageLabel(r.page, t) }] : []
  })

  return (
    <nav className="process" aria-label={t('layout.openPages')}>
      <div className="process-buttons">
        <Tooltip title={t('layout.back')}>
          <button type="button" aria-label={t('layout.back')} onClick={() => navigate(-1)}>
            <ArrowLeftOutlined />
          </button>
        </Tooltip>
        <Tooltip title={t('layout.refresh')}>
          <button type="button" aria-label={t('layout.refresh')} onClick={() => reloadTab(current.path)}>
            <ReloadOutlined />
          </button>
        </Tooltip>
        <Tooltip title={t('layout.home')}>
          <button type="button" aria-label={t('layout.home')} onClick={() => navigate('/')}>
            <HomeOutlined />
          </button>
        </Tooltip>
      </div>
      <div
        className="process-tabs"
        role="tablist"
        ref={strip}
        onWheel={(e) => strip.current?.scrollBy({ left: (e.deltaY || e.deltaX) * 2 })}
      >
        {open.map(({ path, label }) => {
          const active = path === current.path
          return (
            <Dropdown key={path} trigger={['contextMenu']} menu={menuFor(path)}>
              <div
                className={active ? 'process-tab active' : 'process-tab'}
                role="tab"
                data-path={path}
                aria-selected={active}
                tabIndex={0}
                onClick={() => navigate(path)}
                onKeyDown={(e) => e.key === 'Enter' && navigate(path)}
              >
                <span>{label}</span>
                <CloseOutlined
                  className="process-tab-close"
                  aria-label={t('layout.closeTab', { label })}
                  onClick={(e) => {
                    e.stopPropagation()
                    close(path)
                  }}
                />
              </div>
            </Dropdown>
          )
        })}
      </div>
      {overflows && (
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [current.path],
            items: open.map(({ path, label }) => ({ key: path, label })),
            onClick: ({ key }) => navigate(key),
          }}
        >
          <button type="button" className="process-all" aria-label={t('layout.allTabs')}>
            <UnorderedListOutlined />
          </button>
        </Dropdown>
      )}
      <Tooltip title={t(fullscreen ? 'layout.exitFullscreen' : 'layout.fullscreen')}>
        <button
          type="button"
          className="process-fullscreen"
          aria-label={t(fullscreen ? 'layout.exitFullscreen' : 'layout.fullscreen')}
          onClick={toggleFullscreen}
        >
          {fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        </button>
      </Tooltip>
    </nav>
  )
}
