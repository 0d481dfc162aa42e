import { useQueries } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useLanguageStore } from '../../shell/i18n/language-store'
import type { DictEntry } from '../../shell/modules/module-types'
import { modules } from '../../shell/modules/modules'
import { buildTree, type TreeNode } from '../tree/build-tree'
import type { FieldSpec, Option, OptionSource } from '../types'

/** Dictionary entries as choices: `label` = name, `value` = the id when the value is empty, nested by parentId. */
export function dictOptions(entries: readonly DictEntry[]): Option[] {
  const toOption = (e: TreeNode<DictEntry>): Option => ({
    value: e.value === null || e.value === '' ? e.id : e.value,
    label: e.name,
    ...(e.children ? { children: e.children.map(toOption) } : {}),
  })
  return buildTree(entries).map(toOption)
}

function resolve(source: OptionSource, t: TFunction, dict: Record<string, DictEntry[]>): Option[] {
  if ('dict' in source) return dictOptions(dict[source.dict] ?? [])
  return source.map((o) => ({ ...o, label: t(o.label) }))
}

/** The module that keeps dictionaries; without one, dict-backed fields have no choices. */
const dictionary = modules.find((m) => m.dictionary)?.dictionary

/** The entries of these dictionary types, each loaded when first needed and kept per language. */
function useDictData(types: readonly string[]): Record<string, DictEntry[]> {
  const language = useLanguageStore((s) => s.language)
  return useQueries({
    queries: dictionary ? types.map((type) => dictionary(language, type)) : [],
    combine: (results) => Object.fromEntries(types.map((type, i) => [type, results[i]?.data ?? []])),
  })
}

const dictTypes = (sources: readonly (OptionSource | undefined)[]) => [
  ...new Set(sources.flatMap((s) => (s && 'dict' in s ? [s.dict] : []))),
]

/** The choices of a field: translated fixed ones, or the entries of a dictionary type. */
export function useOptions(source: OptionSource | undefined): Option[] {
  const { t } = useTranslation()
  const dict = useDictData(dictTypes([source]))
  return source ? resolve(source, t, dict) : []
}

/** The choices of every field that has some, by field name. */
export function useFieldOptions(fields: readonly FieldSpec[]): Map<string, Option[]> {
  const { t } = useTranslation()
  const dict = useDictData(dictTypes(fields.map((f) => f.options)))
  return new Map(fields.flatMap((f) => (f.options ? [[f.name, resolve(f.options, t, dict)]] : [])))
}

/** The option of a value, at any depth; numbers and their text form match (dictionary values are stored as text). */
export function findOption(options: readonly Option[], value: unknown): Option | undefined {
  for (const o of options) {
    if (o.value === value || String(o.value) === String(value)) return o
    const inner = o.children && findOption(o.children, value)
    if (inner) return inner
  }
  return undefined
}
