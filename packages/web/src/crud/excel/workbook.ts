/** Excel files through exceljs, which loads only when a file is written or read (it is large). */
type ExcelJS = typeof import('exceljs')

let excel: Promise<ExcelJS> | undefined
const loadExcel = () => {
  excel ??= import('exceljs').then((m) => ((m as { default?: ExcelJS }).default ?? m) as ExcelJS)
  return excel
}

export interface SheetColumn {
  header: string
  /** width in characters */
  width?: number
}
export interface Sheet {
  headers: string[]
  /** the rows below the header that hold something: their line in the sheet and their cells */
  rows: { line: number; cells: unknown[] }[]
}

/** A workbook: a sheet with a bold header row, then the rows; `notes`: a second sheet of lines of text. */
export async function writeWorkbook(
  name: string,
  columns: SheetColumn[],
  rows: unknown[][],
  notes?: { name: string; lines: string[] },
): Promise<Blob> {
  const { Workbook } = await loadExcel()
  const book = new Workbook()
  const sheet = book.addWorksheet(name.slice(0, 31) || 'Sheet1')
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length * 2 + 4),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(rows)
  if (notes) {
    const sheet = book.addWorksheet(notes.name.slice(0, 31))
    sheet.columns = [{ width: 100 }]
    sheet.addRows(notes.lines.map((line) => [line]))
  }
  const buffer = await book.xlsx.writeBuffer()
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}

/** A cell as a plain value: the text of links and rich text, the result of formulas, dates as text. */
export function plainCell(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ')
  if (typeof value !== 'object') return value
  const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown; error?: unknown }
  if (v.richText) return v.richText.map((r) => r.text).join('')
  if (v.text !== undefined) return plainCell(v.text)
  if ('result' in v) return plainCell(v.result)
  return undefined
}

/** The first sheet of a workbook; throws when the data is not an Excel workbook. */
export async function readWorkbook(data: ArrayBuffer): Promise<Sheet> {
  const { Workbook } = await loadExcel()
  const book = new Workbook()
  await book.xlsx.load(data)
  const sheet = book.worksheets[0]
  if (!sheet) return { headers: [], rows: [] }
  const cellsOf = (row: { values: unknown }) => {
    // exceljs numbers cells from 1: index 0 is always empty
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    return Array.from(values, plainCell)
  }
  const headers = cellsOf(sheet.getRow(1)).map((h) => (h === undefined ? '' : String(h).trim()))
  const rows: Sheet['rows'] = []
  sheet.eachRow((row, line) => {
    if (line > 1) rows.push({ line, cells: cellsOf(row) })
  })
  return { headers, rows }
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
