import type { TaskInfo, TaskSave } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { api, toast } from '../../../shell'
import { TASKS, tasksRequest } from '../endpoints'
import type { TaskFormValues } from '../task-values'

/** The wire's names of the form's fields, where they differ (`repeatCount` is the reference's `limit`). */
const FIELD_OF: Record<string, keyof TaskFormValues> = { repeatCount: 'limit', status: 'running' }
const FIELDS = new Set<string>([
  'name',
  'taskType',
  'cron',
  'every',
  'service',
  'data',
  'startDate',
  'endDate',
  'limit',
  'running',
  'remark',
])

/** Whether the form shows the field now: cron and interval each only for their type. */
function shows(form: FormInstance<TaskFormValues>, field: string) {
  const type = form.getFieldValue('taskType')
  return FIELDS.has(field) && !(field === 'cron' && type === 1) && !(field === 'every' && type === 0)
}

/**
 * Saves a task, adding or updating; a refusal the server ties to a field shows under that field
 * (when the form shows it), any other as a notice.
 */
export function useTaskSave(
  form: FormInstance<TaskFormValues>,
  task: TaskInfo | undefined,
  onSaved: () => void,
) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TaskSave) => api.post(`${TASKS}/${task ? 'update' : 'add'}`, body),
    onSuccess: () => {
      toast.success(t('task.form.saved'))
      onSaved()
    },
    onError: (err) => {
      const wire = (err as { field?: string }).field
      const field = wire ? (FIELD_OF[wire] ?? wire) : undefined
      if (field && shows(form, field))
        form.setFields([{ name: field as keyof TaskFormValues, errors: [err.message] }])
      else toast.error(err.message)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksRequest.queryKey }),
  })
}
