import type { TaskInfo } from '@backroom/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { useTranslation } from 'react-i18next'
import { api, requestQuery, toast, usePermission } from '../../../shell'
import { TASKS, tasksRequest } from '../endpoints'
import type { Page } from '../queries'

/** How often the cards refresh while the page is on screen (next run times, runs going on). */
const REFRESH_MS = 4000

/**
 * The tasks of the card grid, refreshed every few seconds while the page is shown (not while the
 * browser tab is in the background) and each time the page is shown again: a kept-alive page's
 * queries stop when it is hidden and start again, asking anew, when it comes back.
 */
export function useTasks() {
  return useQuery({
    ...requestQuery<Page<TaskInfo>>(tasksRequest),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnMount: 'always',
  })
}

/** What the signed-in user may do with tasks, by exact permission. */
export function useTaskPermissions() {
  return {
    add: usePermission('task:info:add'),
    update: usePermission('task:info:update'),
    delete: usePermission('task:info:delete'),
    start: usePermission('task:info:start'),
    stop: usePermission('task:info:stop'),
    once: usePermission('task:info:once'),
    log: usePermission('task:info:log'),
  }
}
export type TaskPermissions = ReturnType<typeof useTaskPermissions>

type Command = 'start' | 'stop' | 'once' | 'delete'

/** Start, stop and delete after a confirmation naming the task; run once at once. Each says how it went. */
export function useTaskCommands() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()

  const run = async (command: Command, task: TaskInfo) => {
    try {
      await api.post(`${TASKS}/${command}`, command === 'delete' ? { ids: [task.id] } : { id: task.id })
      toast.success(t(`task.done.${command}`, { name: task.name }))
    } catch (err) {
      toast.error((err as Error).message)
    } finally {
      await queryClient.invalidateQueries({ queryKey: tasksRequest.queryKey })
    }
  }

  const confirmed = (command: Exclude<Command, 'once'>) => (task: TaskInfo) =>
    modal.confirm({
      title: t('task.confirm.title'),
      content: t(`task.confirm.${command}`, { name: task.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: command !== 'start' },
      onOk: () => run(command, task),
    })

  return {
    start: confirmed('start'),
    stop: confirmed('stop'),
    remove: confirmed('delete'),
    once: (task: TaskInfo) => run('once', task),
  }
}
export type TaskCommands = ReturnType<typeof useTaskCommands>
