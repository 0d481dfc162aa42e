import { createContext, use } from 'react'
import { type Row, type TreeNode, treeSelectField } from '../../../crud'

type Entry = Row & { name: string; parentId?: number | null }

/** The entries of the selected type, as a tree: what the parent field chooses from. */
export const EntriesContext = createContext<TreeNode<Entry>[]>([])

export const ParentSelect = treeSelectField(() => use(EntriesContext))
