import type { ColumnKind, Entity, PermissionRule } from '@backroom/contract'
import type { ComponentType, ReactNode } from 'react'

export type Row = Record<string, unknown> & { id: number }
export type Value = string | number | boolean

/** A choice of a dictionary-backed field: `label` is a translation key. */
export interface OptionSpec {
  value: Value
  label: string
  /** an Ant Design tag colour */
  color?: string
}
/** Fixed, translated choices, or the entries of a dictionary type loaded at sign-in. */
export type OptionSource = readonly OptionSpec[] | { dict: string }
/** A choice ready to show: `label` is the text itself. */
export interface Option {
  value: Value
  label: string
  color?: string
  /** entries below this one (dictionary entries nest by parentId) */
  children?: Option[]
}

/** What a custom form widget receives, as Ant Design's Form.Item hands it down. */
export interface WidgetProps<V = unknown> {
  value?: V
  onChange?: (value: V) => void
  disabled?: boolean
  id?: string
}
export type Widget =
  | 'input'
  | 'textarea'
  | 'password'
  | 'number'
  | 'switch'
  | 'select'
  | 'multi-select'
  | 'radio'
  // biome-ignore lint/suspicious/noExplicitAny: a widget may hold any type of value
  | ComponentType<WidgetProps<any>>

export interface ColumnSpec {
  width?: number
  sortable?: boolean
  /** left out until chosen in the column settings */
  hidden?: boolean
  fixed?: 'left' | 'right'
  render?: (value: unknown, row: Row) => ReactNode
}

export interface FormSpec {
  widget?: Widget
  /** 24 (whole row, the default) or 12 */
  span?: 12 | 24
  /** shown for these form values only (type-dependent fields) */
  when?: (values: Record<string, unknown>) => boolean
  /** a translation key shown under the field */
  extra?: string
  /** a translation key for the placeholder */
  placeholder?: string
  /** only when adding (a password), or only when editing */
  only?: 'add' | 'update'
  /** the value a new record starts with, when the entity declares no default */
  initial?: unknown
  /** shown only to users holding this permission (a select whose options need another call) */
  perm?: PermissionRule
  /**
   * set by the widget of the field named (a region cascader sets the city and district beside its
   * province): not shown itself, its value sent with the form, its errors shown on that field
   */
  heldBy?: string
}

/** One field of a screen: its column, its form item, its detail line, its Excel column. */
export interface FieldSpec {
  name: string
  /** translation key; default `<area>.fields.<name>`, then `crud.fields.<name>` */
  label?: string
  options?: OptionSource
  /** false: not a table column */
  table?: ColumnSpec | false
  /** false: not in the add/edit form (the default for server-written and joined columns) */
  form?: FormSpec | false
  /**
   * false: not read from an imported file (the page supplies it); a lookup: the file names the
   * value by a text (a department by its path, roles by their labels)
   */
  importable?: boolean | ImportLookup
}

/** How an imported cell names a value: among choices read when the file is imported. */
export interface ImportLookup {
  /** the choices, `label` being the text a cell holds; a text more than one choice has is ambiguous */
  choices: () => Promise<Option[]>
  /** a cell lists several, separated by commas */
  multiple?: boolean
}

export type Action = 'add' | 'delete' | 'update' | 'info' | 'list' | 'page'

/** Anything with a schema's safeParse; kept structural so that the kit does not depend on zod itself. */
export interface Schema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } }
  shape?: Record<string, Schema>
}
export interface Issue {
  code: string
  path: PropertyKey[]
  message: string
  input?: unknown
  origin?: string
  maximum?: number | bigint
  minimum?: number | bigint
  expected?: string
}

/** A screen's declaration: where its data lives, which fields it shows, how its bodies are checked. */
export interface ResourceSpec {
  /** e.g. `/admin/base/sys/user`; each action is `<prefix>/<action>`, its permission `base:sys:user:<action>` */
  prefix: string
  entity: Entity
  /** the texts area of its labels (`modules/<name>/locales/<lang>/<area>.json`) */
  area: string
  fields: FieldSpec[]
  /** bodies beyond the entity's (`UserAdd` with `roleIdList`...) */
  addSchema?: Schema
  updateSchema?: Schema
  /** translation key of the name used in titles and file names */
  title: string
  /** translation keys of the lines the import template's notes sheet holds */
  importNotes?: string[]
}

export interface ResolvedField extends FieldSpec {
  kind: ColumnKind
  /** the add schema requires it */
  required: boolean
  /** an update may not empty it: a column that is not nullable, or whose update schema refuses null (a nickname) */
  requiredOnUpdate: boolean
  maxLength?: number
  /** the smallest whole number the add schema accepts, when it refuses negatives (sort numbers) */
  min?: number
  /** a decimal column's digits in all and after the point (`decimal(10,2)`: 10 and 2) */
  precision?: number
  scale?: number
}

/** Where an entity is served: each action at `<prefix>/<action>`, guarded by its permission. */
export interface Endpoint {
  prefix: string
  url(action: Action | string): string
  perm(action: Action | string): string
}

export interface Resource extends ResourceSpec, Endpoint {
  fields: ResolvedField[]
  addSchema: Schema
  updateSchema: Schema
  field(name: string): ResolvedField | undefined
}
