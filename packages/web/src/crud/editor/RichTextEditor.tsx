import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { WidgetProps } from '../types'
import './rich-text.css'

// the editor is large: it loads when a form first shows it
const QuillEditor = lazy(() => import('./QuillEditor'))

/** A rich text field whose value is HTML. */
export function RichTextEditor(props: WidgetProps<string>) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 240 }} />}>
      <QuillEditor {...props} />
    </Suspense>
  )
}
