import type { CronPreview as Preview } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Spin } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cronQuery } from '../queries'

const DEBOUNCE_MS = 400

/**
 * What the server reads in a cron expression as it is typed, asked once typing pauses: the
 * description and next fire times, or why it is not a valid expression.
 */
export function useCronPreview(cron: string | null | undefined) {
  const typed = cron?.trim() ?? ''
  const [settled, setSettled] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const query = useQuery(cronQuery(settled))
  const current = settled === typed && settled !== ''
  return {
    preview: current ? query.data : undefined,
    error: current && query.isError ? query.error.message : undefined,
    checking: typed !== '' && (!current || query.isFetching),
  }
}

/** The expression read aloud and its next five fire times, under the cron field. */
export function CronPreview({ preview, checking }: { preview?: Preview; checking: boolean }) {
  const { t } = useTranslation()
  if (!preview)
    return checking ? <Spin size="small" aria-label={t('task.form.checking')} /> : t('task.form.cronHint')
  return (
    <div className="task-cron-preview" aria-live="polite">
      <div className="task-cron-description">{preview.description}</div>
      <div className="task-cron-next-title">{t('task.form.nextTimes')}</div>
      <ol className="task-cron-next">
        {preview.next.slice(0, 5).map((time) => (
          <li key={time}>{time}</li>
        ))}
      </ol>
    </div>
  )
}
