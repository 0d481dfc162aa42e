import type { RowOf, SysDepartment, SysRole } from '@backroom/contract'
import type { Option } from '../../../../crud'
import { api } from '../../../../shell'

type Department = Pick<RowOf<typeof SysDepartment>, 'id' | 'name' | 'parentId'>

/** Each department as its full path (`Head office/Sales`), the way an imported file names it. */
export function departmentPaths(rows: readonly Department[]): Option[] {
  const byId = new Map(rows.map((d) => [d.id, d]))
  const path = (d: Department, seen = new Set<number>()): string => {
    const parent = d.parentId === null ? undefined : byId.get(d.parentId)
    // a parent out of sight (or a cycle) starts the path where the user's view starts
    if (!parent || seen.has(parent.id)) return d.name
    return `${path(parent, seen.add(d.id))}/${d.name}`
  }
  return rows.map((d) => ({ value: d.id, label: path(d) }))
}

export const importDepartments = {
  choices: async () => departmentPaths(await api.post<Department[]>('/admin/base/sys/department/list', {})),
}

/** Roles by their label (`store-clerk`) or their name. */
export const importRoles = {
  multiple: true,
  choices: async () =>
    (await api.post<RowOf<typeof SysRole>[]>('/admin/base/sys/role/list', {})).flatMap((r) => [
      { value: r.id, label: r.label },
      { value: r.id, label: r.name },
    ]),
}
