import { SysUser, UserAdd } from '@backroom/contract'
import { describe, expect, it } from 'vitest'
import { keyT } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { IMPORT_MAX_ROWS, type ImportColumn, importRows } from './import-rows'
import { readWorkbook, type Sheet, writeWorkbook } from './workbook'

const users = defineResource({
  prefix: '/admin/base/sys/user',
  entity: SysUser,
  addSchema: UserAdd,
  area: 'sys-user',
  title: 'sys-user.title',
  fields: [
    { name: 'username' },
    { name: 'phone' },
    { name: 'status' },
    { name: 'departmentId' },
    { name: 'roleIdList' },
  ],
})
const statusOptions = [
  { value: 1, label: '启用' },
  { value: 0, label: '禁用' },
]
const columns: ImportColumn[] = [
  { field: users.field('username')!, label: '用户名' },
  { field: users.field('phone')!, label: '手机号码' },
  { field: users.field('status')!, label: '状态', options: statusOptions },
]
const sheet = (headers: string[], ...rows: unknown[][]): Sheet => ({
  headers,
  rows: rows.map((cells, i) => ({ line: i + 2, cells })),
})
const run = (s: Sheet, defaults?: Record<string, unknown>) =>
  importRows(keyT, s, columns, users.addSchema, defaults)

describe('reading an imported sheet', () => {
  it('finds columns by label or field name, maps choices back to values, and adds the page’s values', () => {
    const result = run(
      sheet(
        ['状态', 'username', '部门名称', '手机号码'],
        ['禁用', 'anna', '门店', 13800000001],
        ['启用', ' bo ', '门店'],
      ),
      { departmentId: 3 },
    )
    expect(result).toEqual({
      ok: true,
      records: [
        { username: 'anna', phone: '13800000001', status: 0, departmentId: 3 },
        { username: 'bo', status: 1, departmentId: 3 },
      ],
    })
  })

  it('refuses the whole file when any row breaks the schema, saying where', () => {
    const result = run(sheet(['用户名', '手机号码'], ['anna', '1'], ['', '1'.repeat(21)]))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toBe('crud.import.invalidRows {"count":2}')
    expect(result.problems).toEqual([
      'crud.import.rowProblem {"line":3,"field":"用户名","problem":"crud.rules.required"}',
      'crud.import.rowProblem {"line":3,"field":"手机号码","problem":"crud.rules.maxLength {\\"n\\":20}"}',
    ])
  })

  it('refuses a sheet of another table, one without a required column, an empty one and a too long one', () => {
    const reason = (s: Sheet) => {
      const r = run(s)
      return r.ok ? 'ok' : r.reason
    }
    expect(reason(sheet(['Name', 'Price'], ['tea', 3]))).toBe('crud.import.noColumns')
    expect(reason(sheet(['手机号码'], ['138']))).toBe('crud.import.missingColumns {"columns":"用户名"}')
    expect(reason(sheet(['用户名']))).toBe('crud.import.empty')
    const many = sheet(['用户名'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`u${i}`]))
    expect(reason(many)).toBe(`crud.import.tooMany {"count":${IMPORT_MAX_ROWS + 1},"max":${IMPORT_MAX_ROWS}}`)
  })

  it('lists at most ten problems, then says how many more', () => {
    const result = run(sheet(['用户名'], ...Array.from({ length: 12 }, () => [''])))
    expect(result.ok ? [] : result.problems).toHaveLength(11)
    expect(result.ok ? '' : result.problems[10]).toBe('crud.import.more {"count":2}')
  })
})

describe('columns that name values by a text', () => {
  const departments = [
    { value: 1, label: 'Head office' },
    { value: 2, label: 'Head office/Sales' },
    { value: 4, label: 'Shop/Sales' },
    { value: 5, label: 'Shop/Sales' },
  ]
  const lookups: ImportColumn[] = [
    ...columns,
    { field: users.field('departmentId')!, label: '部门', lookup: { choices: departments } },
    {
      field: users.field('roleIdList')!,
      label: '角色',
      lookup: {
        multiple: true,
        choices: [
          { value: 7, label: 'clerk' },
          { value: 7, label: '店员' },
          { value: 8, label: 'cashier' },
        ],
      },
    },
  ]
  const read = (s: Sheet) => importRows(keyT, s, lookups, users.addSchema, { departmentId: 9 })

  it('finds a department by its path and roles by label or name, the page’s department when empty', () => {
    expect(
      read(
        sheet(
          ['用户名', '部门', '角色'],
          ['anna', ' head office/sales ', 'clerk, cashier'],
          ['bo', '', '店员'],
        ),
      ),
    ).toEqual({
      ok: true,
      records: [
        { username: 'anna', departmentId: 2, roleIdList: [7, 8] },
        { username: 'bo', departmentId: 9, roleIdList: [7] },
      ],
    })
  })

  it('refuses a row naming an unknown or ambiguous department or an unknown role', () => {
    const result = read(
      sheet(['用户名', '部门', '角色'], ['anna', 'Sales', ''], ['bo', 'Shop/Sales', 'boss']),
    )
    expect(result.ok ? [] : result.problems).toEqual([
      'crud.import.rowProblem {"line":2,"field":"部门","problem":"crud.import.unknown {\\"text\\":\\"Sales\\"}"}',
      'crud.import.rowProblem {"line":3,"field":"部门","problem":"crud.import.ambiguous {\\"text\\":\\"Shop/Sales\\"}"}',
      'crud.import.rowProblem {"line":3,"field":"角色","problem":"crud.import.unknown {\\"text\\":\\"boss\\"}"}',
    ])
  })
})

describe('workbooks', () => {
  it('reads back what it writes: header, text of links, and the lines of rows', async () => {
    const blob = await writeWorkbook(
      '用户',
      [{ header: '用户名' }, { header: '邮箱' }],
      [
        ['anna', 'anna@example.com'],
        ['bo', null],
      ],
    )
    const read = await readWorkbook(await blob.arrayBuffer())
    expect(read.headers).toEqual(['用户名', '邮箱'])
    expect(read.rows).toEqual([
      { line: 2, cells: ['anna', 'anna@example.com'] },
      { line: 3, cells: ['bo'] },
    ])
  })

  it('throws on data that is not a workbook', async () => {
    await expect(
      readWorkbook(new TextEncoder().encode('name,phone\nanna,1').buffer as ArrayBuffer),
    ).rejects.toThrow()
  })
})
