import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { type CSSProperties, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../types'

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['link', 'image', 'blockquote', 'code-block'],
  ['clean'],
]

/**
 * Quill 2 as a form widget whose value is HTML. The HTML is taken in once, when the editor starts
 * (the form is remounted for each record); the server sanitizes what is saved.
 */
export default function QuillEditor({ value, onChange, disabled, id }: WidgetProps<string>) {
  const { t } = useTranslation()
  const host = useRef<HTMLDivElement>(null)
  const editor = useRef<Quill>(null)
  const initial = useRef(value)
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    const el = host.current
    if (!el) return
    const area = el.appendChild(document.createElement('div'))
    const quill = new Quill(area, { theme: 'snow', modules: { toolbar: TOOLBAR } })
    if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current, 'silent')
    quill.on('text-change', () => {
      changed.current?.(quill.getLength() <= 1 ? '' : quill.getSemanticHTML())
    })
    editor.current = quill
    return () => {
      editor.current = null
      el.replaceChildren()
    }
  }, [])

  useEffect(() => {
    editor.current?.enable(!disabled)
  }, [disabled])

  // Quill writes the heading picker's labels in CSS, in English: rich-text.css reads these instead
  const labels = {
    '--heading-normal': JSON.stringify(t('crud.editor.normal')),
    ...Object.fromEntries(
      [1, 2, 3].map((n) => [`--heading-${n}`, JSON.stringify(t('crud.editor.heading', { n }))]),
    ),
  } as CSSProperties
  return <div ref={host} id={id} className="rich-text-editor" style={labels} />
}
