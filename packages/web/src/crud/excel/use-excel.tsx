import type { Page } from '@backroom/contract'
import { useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { useTranslation } from 'react-i18next'
import { api } from '../../shell/request/client'
import { toast } from '../../shell/toast'
import { useFieldOptions } from '../dict/use-options'
import { fieldLabel } from '../labels'
import type { Resource, Row } from '../types'
import { type ImportColumn, importRows } from './import-rows'
import { readWorkbook, saveFile, writeWorkbook } from './workbook'

/** The most rows one export asks for (the server caps it too). */
const EXPORT_MAX = 100_000

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')

/**
 * Excel export of what a table shows (its current query, every page, the chosen columns) and
 * import through a template: the file is read and checked whole before anything is saved.
 */
export function useExcel(
  resource: Resource,
  options: { importDefaults?: () => Record<string, unknown> } = {},
) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const fieldOptions = useFieldOptions(resource.fields)
  const title = t(resource.title)
  const label = (name: string) => fieldLabel(t, resource, resource.field(name) ?? { name })

  const importColumns: ImportColumn[] = resource.fields
    .filter((f) => f.form && f.importable !== false)
    .map((f) => ({ field: f, label: fieldLabel(t, resource, f), options: fieldOptions.get(f.name) }))
  /** the columns with the choices of their lookups, read now: the file names values as they are today */
  const withLookups = () =>
    Promise.all(
      importColumns.map(async (c) => {
        const lookup = c.field.importable
        if (typeof lookup !== 'object') return c
        return { ...c, lookup: { choices: await lookup.choices(), multiple: lookup.multiple } }
      }),
    )

  function exportCell(name: string, value: unknown) {
    const field = resource.field(name)
    const option = fieldOptions.get(name)?.find((o) => String(o.value) === String(value))
    if (option) return option.label
    if (field?.kind === 'boolean') return t(value ? 'crud.yes' : 'crud.no')
    if (value !== null && typeof value === 'object') return JSON.stringify(value)
    return value ?? undefined
  }

  async function exportRows(query: Record<string, unknown>, columns: string[]) {
    if (columns.length === 0) {
      toast.warning(t('crud.export.chooseColumns'))
      return false
    }
    const { list } = await api.post<Page<Row>>(resource.url('page'), {
      ...query,
      isExport: true,
      maxExportLimit: EXPORT_MAX,
    })
    const blob = await writeWorkbook(
      title,
      columns.map((c) => ({ header: label(c) })),
      list.map((row) => columns.map((c) => exportCell(c, row[c]))),
    )
    saveFile(blob, `${title}-${stamp()}.xlsx`)
    toast.success(t('crud.export.done', { count: list.length }))
    return true
  }

  async function downloadTemplate() {
    const notes = resource.importNotes?.map((key) => t(key))
    const blob = await writeWorkbook(
      title,
      importColumns.map((c) => ({ header: c.label })),
      [],
      notes && { name: t('crud.import.notes'), lines: notes },
    )
    saveFile(blob, `${title}-${t('crud.import.template')}.xlsx`)
  }

  function refuse(file: string, reason: string, problems: string[] = []) {
    modal.error({
      title: t('crud.import.failed', { file }),
      okText: t('common.ok'),
      width: 520,
      content: (
        <div className="crud-import-problems">
          <p>{reason}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      ),
    })
  }

  async function importFile(file: File) {
    let sheet: Awaited<ReturnType<typeof readWorkbook>>
    try {
      sheet = await readWorkbook(await file.arrayBuffer())
    } catch {
      refuse(file.name, t('crud.import.notWorkbook'))
      return
    }
    let columns: ImportColumn[]
    try {
      columns = await withLookups()
    } catch (err) {
      refuse(file.name, (err as Error).message)
      return
    }
    const result = importRows(t, sheet, columns, resource.addSchema, options.importDefaults?.())
    if (!result.ok) {
      refuse(file.name, result.reason, result.problems)
      return
    }
    modal.confirm({
      title: t('common.tip'),
      content: t('crud.import.confirm', { count: result.records.length, file: file.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.post(resource.url('add'), result.records)
          toast.success(t('crud.import.done', { count: result.records.length }))
          void queryClient.invalidateQueries({ queryKey: [resource.prefix] })
        } catch (err) {
          refuse(file.name, (err as Error).message)
        }
      },
    })
  }

  return { exportRows, downloadTemplate, importFile, canImport: importColumns.length > 0 }
}
