/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function renderTable(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const width = (s: string) => [...s].reduce((w, c) => w + (/[\u2E80-\uFFEF]/.test(c) ? 2 : 1), 0)
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - width(cell))
        return rightAligned[i] ? pad + cell : cell + pad
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((w) => '─'.repeat(w)).join('  ')
  return [line(header), rule, ...rows.map(line)].join('\n')
}
