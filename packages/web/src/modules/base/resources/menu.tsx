import { MenuType, type MenuValues, menuProblems, SysMenu } from '@backroom/contract'
import { Tag } from 'antd'
import type { z } from 'zod'
import { defineResource } from '../../../crud'
import { MenuIcon } from '../../../shell'
import { IconPicker } from '../components/menu/IconPicker'
import { MenuParentSelect } from '../components/menu/MenuParentSelect'
import { PermsSelect } from '../components/menu/PermsSelect'
import { ViewPathPicker } from '../components/menu/ViewPathPicker'
import { menuApi } from './endpoints'

const MENU_TYPES = [
  { value: MenuType.directory, label: 'sys-menu.types.directory', color: 'orange' },
  { value: MenuType.page, label: 'sys-menu.types.page', color: 'green' },
  { value: MenuType.button, label: 'sys-menu.types.button', color: 'red' },
] as const

type Values = Record<string, unknown>
const isButton = (v: Values) => v.type === MenuType.button
const isPage = (v: Values) => v.type === MenuType.page

/** The server's menu rules (contract `menuProblems`), each shown at its field; and an order is required. */
const withRules = <S extends z.ZodObject>(schema: S) =>
  schema.extend({ orderNum: SysMenu.columns.orderNum.schema }).superRefine((values, ctx) => {
    for (const { field, rule } of menuProblems(values as MenuValues))
      ctx.addIssue({ code: 'custom', path: [field], message: `sys-menu.rules.${rule}` })
  })

/**
 * Menus: directories, pages and permission buttons in one tree. Route and icon
 * belong to directories and pages, the view path and caching to pages, permissions to buttons.
 */
export const menuResource = defineResource({
  prefix: menuApi.prefix,
  entity: SysMenu,
  addSchema: withRules(SysMenu.add),
  updateSchema: withRules(SysMenu.update),
  area: 'sys-menu',
  title: 'sys-menu.title',
  fields: [
    { name: 'type', options: MENU_TYPES, table: false, form: { widget: 'radio' } },
    {
      name: 'name',
      table: {
        width: 220,
        fixed: 'left',
        render: (value, row) => (
          <span className="menu-name">
            {row.type !== MenuType.button && <MenuIcon name={row.icon as string | null} />}
            {String(value)}
          </span>
        ),
      },
      form: { span: 12 },
    },
    { name: 'parentId', table: false, form: { span: 12, widget: MenuParentSelect } },
    { name: 'isShow', table: { width: 90 }, form: { span: 12, when: (v) => !isButton(v) } },
    { name: 'keepAlive', table: { width: 100 }, form: { span: 12, when: isPage } },
    {
      name: 'router',
      table: { width: 180 },
      form: { when: (v) => !isButton(v), placeholder: 'sys-menu.routerHint' },
    },
    { name: 'viewPath', table: { width: 260 }, form: { when: isPage, widget: ViewPathPicker } },
    { name: 'icon', table: false, form: { when: (v) => !isButton(v), widget: IconPicker } },
    {
      name: 'perms',
      table: {
        width: 320,
        render: (value) => (
          <span className="menu-perms">
            {String(value ?? '')
              .split(',')
              .filter(Boolean)
              .map((p) => (
                <Tag key={p}>{p}</Tag>
              ))}
          </span>
        ),
      },
      form: { when: isButton, widget: PermsSelect },
    },
    { name: 'orderNum', table: { width: 90 } },
    { name: 'updateTime', table: { hidden: true } },
  ],
})
