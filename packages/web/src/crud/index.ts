/**
 * The CRUD kit as modules see it: a screen is a resource declaration plus these. What is not
 * exported here is free to change (shell/modules/module-imports.test.ts keeps modules to it).
 */
export { DictTag } from './dict/DictTag'
export { useOptions } from './dict/use-options'
export { RichTextEditor } from './editor/RichTextEditor'
export { endpoint } from './endpoint'
export { type EpsEntity, useEps } from './eps/use-eps'
export { saveFile } from './excel/workbook'
export { DecimalInput } from './form/DecimalInput'
export { ImageUpload } from './form/ImageUpload'
export { issueText } from './form/issues'
export { CrudPage } from './layout/CrudPage'
export { ViewGroup } from './layout/ViewGroup'
export { defineResource } from './resource'
export { RowLink } from './table/RowLink'
export { useValueText } from './table/use-value-text'
export { buildTree, descendantIds, leafIds, type TreeNode } from './tree/build-tree'
export { TreePanel } from './tree/TreePanel'
export { treeSelectField } from './tree/tree-select-field'
export { useRowDrag } from './tree/use-row-drag'
export type { Endpoint, Option, Resource, Row, WidgetProps } from './types'
export { useCrud } from './use-crud'
