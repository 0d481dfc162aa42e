import type { TFunction } from 'i18next'
import { cleanValues, issueText } from '../form/issues'
import type { Option, ResolvedField, Schema } from '../types'
import type { Sheet } from './workbook'

/** Rows `add` takes in one call: an import is all or nothing, like that call. */
export const IMPORT_MAX_ROWS = 1000
const PROBLEMS_SHOWN = 10

export interface ImportColumn {
  field: ResolvedField
  label: string
  options?: Option[]
  /** the choices of a lookup column, read before the rows (see `ImportLookup`) */
  lookup?: { choices: Option[]; multiple?: boolean }
}

export type ImportResult =
  | { ok: true; records: Record<string, unknown>[] }
  | { ok: false; reason: string; problems: string[] }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The value a lookup cell names, or the problem with it: a text no choice or several choices have. */
function lookUp(t: TFunction, lookup: NonNullable<ImportColumn['lookup']>, cell: unknown) {
  const texts = lookup.multiple ? String(cell).split(/[,，]/) : [String(cell)]
  const values: Option['value'][] = []
  for (const text of texts.map((x) => x.trim()).filter(Boolean)) {
    const found = new Set(lookup.choices.filter((o) => same(o.label, text)).map((o) => o.value))
    if (found.size !== 1)
      return { problem: t(found.size ? 'crud.import.ambiguous' : 'crud.import.unknown', { text }) }
    values.push(...found)
  }
  return { value: lookup.multiple ? values : values[0] }
}

function toValue(t: TFunction, column: ImportColumn, cell: unknown): unknown {
  if (cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === ''))
    return undefined
  const { field, options } = column
  if (options) {
    const text = String(cell).trim()
    return (options.find((o) => same(o.label, text) || String(o.value) === text) ?? { value: cell }).value
  }
  if (field.kind === 'boolean') {
    const text = String(cell).trim()
    if (same(text, t('crud.yes')) || ['true', '1'].includes(text.toLowerCase())) return true
    if (same(text, t('crud.no')) || ['false', '0'].includes(text.toLowerCase())) return false
    return cell
  }
  if (field.kind === 'int' || field.kind === 'decimal')
    return typeof cell === 'number' ? cell : String(cell).trim()
  return typeof cell === 'string' ? cell : String(cell)
}

/**
 * Reads the records of an imported sheet: columns are found by their label (or field name), every
 * row is checked with the add schema, and any problem refuses the whole file with the reasons.
 */
export function importRows(
  t: TFunction,
  sheet: Sheet,
  columns: ImportColumn[],
  schema: Schema,
  defaults: Record<string, unknown> = {},
): ImportResult {
  const refuse = (reason: string, problems: string[] = []) => ({ ok: false as const, reason, problems })
  const at = new Map<ImportColumn, number>()
  for (const c of columns) {
    const i = sheet.headers.findIndex((h) => h && (same(h, c.label) || same(h, c.field.name)))
    if (i >= 0) at.set(c, i)
  }
  if (at.size === 0) return refuse(t('crud.import.noColumns'))
  const missing = columns.filter(
    (c) => c.field.required && !at.has(c) && defaults[c.field.name] === undefined,
  )
  if (missing.length)
    return refuse(t('crud.import.missingColumns', { columns: missing.map((c) => c.label).join(', ') }))
  if (sheet.rows.length === 0) return refuse(t('crud.import.empty'))
  if (sheet.rows.length > IMPORT_MAX_ROWS)
    return refuse(t('crud.import.tooMany', { count: sheet.rows.length, max: IMPORT_MAX_ROWS }))

  const records: Record<string, unknown>[] = []
  const problems: string[] = []
  const labelOf = new Map(columns.map((c) => [c.field.name, c.label]))
  for (const { line, cells } of sheet.rows) {
    const values: Record<string, unknown> = { ...defaults }
    for (const [c, i] of at) {
      const v = toValue(t, c, cells[i])
      if (v === undefined) continue
      const found = c.lookup ? lookUp(t, c.lookup, cells[i]) : { value: v }
      if ('problem' in found)
        problems.push(t('crud.import.rowProblem', { line, field: c.label, problem: found.problem }))
      else values[c.field.name] = found.value
    }
    const parsed = schema.safeParse(cleanValues(values, () => false))
    if (parsed.success) records.push(parsed.data as Record<string, unknown>)
    else {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '')
        problems.push(
          t('crud.import.rowProblem', {
            line,
            field: labelOf.get(name) ?? name,
            problem: issueText(t, issue),
          }),
        )
      }
    }
  }
  if (problems.length) {
    const more = problems.length - PROBLEMS_SHOWN
    return refuse(t('crud.import.invalidRows', { count: problems.length }), [
      ...problems.slice(0, PROBLEMS_SHOWN),
      ...(more > 0 ? [t('crud.import.more', { count: more })] : []),
    ])
  }
  return { ok: true, records }
}
