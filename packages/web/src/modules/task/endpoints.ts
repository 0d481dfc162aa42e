import type { Request } from '../../shell'

/** Where the scheduled tasks live on the server. */
export const TASKS = '/admin/task/info'

/** Every task, as the card grid shows them: one page of 100, as the reference asks. */
export const tasksRequest: Request = {
  queryKey: [TASKS, 'page'],
  path: `${TASKS}/page`,
  body: { page: 1, size: 100 },
  perm: 'task:info:page',
}
