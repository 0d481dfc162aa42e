import { hasPermission } from '@backroom/contract'
import { Descriptions, Drawer, Skeleton, Tabs } from 'antd'
import { lazy, type ReactNode, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../shell/i18n/areas'
import { useScreen } from '../../shell/layout/screen'
import { useMenuStore } from '../../shell/menu/menu-store'
import type { DetailTab } from '../../shell/modules/module-types'
import { detailTabsOf } from '../../shell/modules/modules'
import { useFieldOptions } from '../dict/use-options'
import { fieldLabel } from '../labels'
import { displayText } from '../table/columns'
import type { Resource, Row } from '../types'

/**
 * Every field of one record the server sends, read-only (JSON values pretty-printed); then the tabs the modules add
 * to its table's rows (an app user's addresses, orders), each shown to those holding its permission.
 */
export function DetailDrawer({
  resource,
  row,
  onClose,
}: {
  resource: Resource
  row?: Row
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { isMini } = useScreen()
  const perms = useMenuStore((s) => s.perms)
  const tabs = useMemo(
    () => detailTabsOf(resource.entity.table).filter((tab) => !tab.perm || hasPermission(perms, tab.perm)),
    [resource, perms],
  )
  const fields = row && <Fields resource={resource} row={row} />
  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      title={`${t('crud.detail')} · ${t(resource.title)}`}
      size={isMini ? '100%' : tabs.length ? 820 : 560}
      destroyOnHidden
    >
      {row && tabs.length ? (
        <Suspense fallback={<Skeleton active />}>
          <DetailTabs tabs={tabs} row={row} fields={fields} />
        </Suspense>
      ) : (
        fields
      )}
    </Drawer>
  )
}

function Fields({ resource, row }: { resource: Resource; row: Row }) {
  const { t } = useTranslation()
  const options = useFieldOptions(resource.fields)
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      // what the server does not send (a password) is not shown; a column drawn in the table is drawn so here
      items={resource.fields
        .filter((f) => row[f.name] !== undefined)
        .map((f) => {
          const value = row[f.name]
          const render = f.table ? f.table.render : undefined
          const text = render
            ? render(value, row)
            : value !== null && typeof value === 'object'
              ? JSON.stringify(value, null, 2)
              : displayText(t, f, options.get(f.name), value)
          return {
            key: f.name,
            label: fieldLabel(t, resource, f),
            children: <span className="crud-detail-value">{text}</span>,
          }
        })}
    />
  )
}

// each tab's component is loaded once, when a drawer first shows it
const components = new Map<DetailTab['component'], ReturnType<typeof lazy>>()
const componentOf = (tab: DetailTab) => {
  let component = components.get(tab.component)
  if (!component) {
    component = lazy(tab.component)
    components.set(tab.component, component)
  }
  return component
}

function DetailTabs({ tabs, row, fields }: { tabs: DetailTab[]; row: Row; fields: ReactNode }) {
  const { t } = useTranslation()
  useAreaTexts(...new Set(tabs.map((tab) => tab.area)))
  return (
    <Tabs
      items={[
        { key: 'fields', label: t('crud.detail'), children: fields },
        ...tabs.map((tab) => {
          const Component = componentOf(tab)
          return {
            key: tab.key,
            label: t(tab.label),
            children: (
              <Suspense fallback={<Skeleton active />}>
                <Component row={row} />
              </Suspense>
            ),
          }
        }),
      ]}
    />
  )
}
