import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { type CSSProperties, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../shell/toast'
import { FilePicker } from '../../shell/upload/file-picker'
import { uploadFile } from '../../shell/upload/upload'
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
  const [picking, setPicking] = useState(false)

  /** Puts images at the cursor (or the end), one after another. */
  const insertImages = (urls: string[]) => {
    const quill = editor.current
    if (!quill) return
    let at = quill.getSelection(true)?.index ?? quill.getLength()
    for (const url of urls) {
      quill.insertEmbed(at, 'image', url, 'user')
      at += 1
    }
    quill.setSelection(at, 0, 'silent')
  }
  /** "Insert image": the console's file picker when a module offers one, else an upload of one image. */
  const chooseImage = () => {
    if (FilePicker) return setPicking(true)
    const input = Object.assign(document.createElement('input'), { type: 'file', accept: 'image/*' })
    input.onchange = () => {
      const file = input.files?.[0]
      if (!file) return
      uploadFile(file)
        .then((url) => insertImages([url]))
        .catch((err: Error) => toast.error(t('crud.file.uploadFailed', { message: err.message })))
    }
    input.click()
  }
  // Quill keeps the handler it starts with: it calls this render's function through a ref
  const choose = useRef(chooseImage)
  choose.current = chooseImage

  useEffect(() => {
    const el = host.current
    if (!el) return
    const area = el.appendChild(document.createElement('div'))
    const quill = new Quill(area, {
      theme: 'snow',
      modules: { toolbar: { container: TOOLBAR, handlers: { image: () => choose.current() } } },
    })
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
  return (
    <>
      <div ref={host} id={id} className="rich-text-editor" style={labels} />
      {FilePicker && picking && (
        <Suspense>
          <FilePicker
            open
            accept="image/*"
            limit={9}
            onClose={() => setPicking(false)}
            onPick={insertImages}
          />
        </Suspense>
      )}
    </>
  )
}
