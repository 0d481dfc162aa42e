import type { ModuleDescriptor } from '../../shell'
import { tasksRequest } from './endpoints'

/** Scheduled tasks: the module's jobs and the administrators' own, their schedule and their runs. */
const task: ModuleDescriptor = {
  name: 'task',
  prefetch: { 'modules/task/views/list': (q) => [q.request(tasksRequest)] },
  // the grid refreshes every few seconds and the cron field asks as it is typed: no progress bar for either
  quietRequests: [/\/admin\/task\/info\/(page|cron)$/],
}
export default task
