/** A parameter's value as one line of a table cell: rich text without its markup. */
export function paramDataPreview(value: unknown, dataType: unknown): string {
  const text = String(value ?? '')
  if (dataType !== 1) return text
  const doc = new DOMParser().parseFromString(text, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
