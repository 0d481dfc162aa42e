import { SysDepartment } from '@backroom/contract'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setPermMenu } from '../../shell/menu/menu-store'
import { crudWrapper } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { TreePanel, type TreePanelProps } from './TreePanel'

const departments = defineResource({
  prefix: '/admin/base/sys/department',
  entity: SysDepartment,
  area: 'sys-department',
  title: 'sys-department.title',
  fields: [{ name: 'name' }, { name: 'parentId' }],
})
type Dept = { id: number; parentId: number | null; orderNum: number; name: string; code?: string }
const rows: Dept[] = [
  { id: 1, parentId: null, orderNum: 0, name: 'Shop' },
  { id: 2, parentId: 1, orderNum: 0, name: 'Sales' },
  { id: 3, parentId: 2, orderNum: 0, name: 'North' },
  { id: 4, parentId: 1, orderNum: 1, name: 'Stock' },
  { id: 5, parentId: null, orderNum: 1, name: 'Office' },
]

const Wrapper = crudWrapper()
const panel = (props: Partial<TreePanelProps<Dept>> = {}) =>
  render(
    <Wrapper>
      <TreePanel<Dept> resource={departments} title="sys-department.tree" rows={rows} {...props} />
    </Wrapper>,
  )
/** The names the tree shows, top to bottom. */
const shown = () => [...document.querySelectorAll('.tree-panel-name')].map((e) => e.textContent)
const search = (text: string) =>
  fireEvent.change(screen.getByPlaceholderText('crud.tree.search'), { target: { value: text } })

beforeEach(() => setPermMenu({ perms: [], menus: [] }))
afterEach(cleanup)

describe('the tree panel', () => {
  it('shows the whole tree open', () => {
    panel()
    expect(shown()).toEqual(['Shop', 'Sales', 'North', 'Stock', 'Office'])
  })

  it('finds a node by part of its name, keeping its ancestors open to show where it is', () => {
    panel()
    search('nor')
    expect(shown()).toEqual(['Shop', 'Sales', 'North'])
    expect([...document.querySelectorAll('.tree-panel-name.hit')].map((e) => e.textContent)).toEqual([
      'North',
    ])
    search('')
    expect(shown()).toEqual(['Shop', 'Sales', 'North', 'Stock', 'Office'])
  })

  it('keeps what is below a match, and says so when nothing matches', () => {
    panel()
    search('SALES')
    expect(shown()).toEqual(['Shop', 'Sales', 'North'])
    search('warehouse')
    expect(shown()).toEqual([])
    expect(document.querySelector('.ant-empty')).not.toBeNull()
  })

  it('searches in the text the page chooses, such as a key beside the name', () => {
    panel({
      flat: true,
      rows: rows.map((r) => ({ ...r, parentId: null, code: `code_${r.id}` })),
      searchText: (r) => `${r.name} ${r.code}`,
      extra: (r) => r.code,
    })
    search('code_4')
    expect(shown()).toEqual(['Stock'])
    expect(document.querySelector('.tree-panel-extra')?.textContent).toBe('code_4')
  })

  it('collapses and expands everything from its head', () => {
    panel()
    fireEvent.click(screen.getByRole('button', { name: 'crud.tree.collapseAll' }))
    expect(shown()).toEqual(['Shop', 'Office'])
    fireEvent.click(screen.getByRole('button', { name: 'crud.tree.expandAll' }))
    expect(shown()).toEqual(['Shop', 'Sales', 'North', 'Stock', 'Office'])
  })

  it('offers on a node only the actions the user holds, and the page’s own', async () => {
    panel()
    expect(screen.queryByRole('button', { name: 'crud.tree.actions' })).toBeNull()
    cleanup()
    setPermMenu({ perms: ['base:sys:department:add', 'base:sys:department:delete'], menus: [] })
    panel({ menu: (d) => [{ key: 'report', label: `report ${d.name}` }] })
    const sales = screen.getByText('Sales').closest<HTMLElement>('.ant-tree-treenode')!
    fireEvent.click(within(sales).getByRole('button', { name: 'crud.tree.actions' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual(['crud.tree.addChild', 'report Sales', 'crud.delete'])
  })
})
