import type { MenuClassify, RowOf } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { createContext, use, useMemo } from 'react'
import { buildTree, type TreeNode, treeSelectField } from '../../../crud'
import { api, listQuery, requestQuery, usePermission } from '../../../shell'
import { CLASSIFIES, MENU_COUNT } from '../endpoints'

export type Classify = RowOf<typeof MenuClassify> & { name: string }

/** Every classify, flat and as a tree (named `name`, as the kit's pickers read it). */
export function useClassifies() {
  const query = useQuery(listQuery<RowOf<typeof MenuClassify>>(CLASSIFIES))
  const rows = useMemo(() => (query.data ?? []).map((r) => ({ ...r, name: r.classifyName })), [query.data])
  const tree = useMemo(() => buildTree(rows), [rows])
  return { rows, tree, loading: query.isPending }
}

/** How many sites each classify holds, those below it included; nothing is asked without the permission. */
export function useMenuCounts() {
  const allowed = usePermission(MENU_COUNT.perm as string)
  const query = useQuery({
    ...requestQuery<{ classifyId: number; count: number }[]>(MENU_COUNT),
    enabled: allowed,
  })
  return useMemo(() => new Map((query.data ?? []).map((c) => [c.classifyId, c.count])), [query.data])
}

/** The page's classifies as a tree: what the classify and parent fields choose from. */
export const ClassifiesContext = createContext<TreeNode<Classify>[]>([])

export const ClassifySelect = treeSelectField(() => use(ClassifiesContext), 'site.chooseClassify')
export const ParentSelect = treeSelectField(() => use(ClassifiesContext), 'site.noParent')

/** Classifies by name, the way an imported file names them (a name two classifies share is ambiguous). */
export const importClassifies = {
  choices: async () =>
    (await api.post<RowOf<typeof MenuClassify>[]>(`${CLASSIFIES}/list`, {})).map((c) => ({
      value: c.id,
      label: c.classifyName,
    })),
}
