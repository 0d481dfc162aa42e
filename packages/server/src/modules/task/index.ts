import { z } from 'zod'
import { type AppContext, defineModule, defineSetting, nowIso } from '../../platform.ts'
import { taskRoutes } from './info.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'

/** How long the runs of every task are kept (the platform's run purge reads it). */
const logKeep = defineSetting({
  key: 'taskLogKeep',
  schema: z.coerce.number().int().min(1).max(3650),
  default: 20,
  name: { 'zh-cn': '任务日志保留天数', 'zh-tw': '任務日誌保留天數', en: 'Days task runs are kept' },
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Scheduled tasks: the administrator's view and control of the platform's scheduler: every
 * module's job as a system task, tasks made on the screen over registered actions, their runs.
 */
export default defineModule({
  name: 'task',
  requires: ['base'],
  menus,
  messages,
  settings: [logKeep],
  // the demo tasks' names, as the screen shows them in the other languages
  seedTexts: {
    每秒执行一次: { 'zh-tw': '每秒執行一次', en: 'Runs every second' },
    'cron任务，5秒执行一次': { 'zh-tw': 'cron 任務，每 5 秒執行一次', en: 'Cron task, every 5 seconds' },
  },
  migrations: [
    {
      // the reference's two demo tasks, stopped; their services map to task:echo
      name: 'task_0001_demo_tasks',
      async up(s) {
        const now = nowIso()
        const demo = [
          { title: '每秒执行一次', service: 'taskDemoService.test(1,2)', args: '[1,2]', everySeconds: 1 },
          {
            title: 'cron任务，5秒执行一次',
            service: 'taskDemoService.test()',
            args: '[]',
            cron: '0/5 * * * * *',
          },
        ]
        for (const [i, d] of demo.entries())
          await s.db
            .insertInto('core_job')
            .values({
              name: `task:demo-${i + 1}`,
              action: 'task:echo',
              cron: null,
              everySeconds: null,
              ...d,
              enabled: false,
              nextRun: null,
              createTime: now,
              updateTime: now,
            })
            .execute()
      },
    },
  ],
  jobs: () => [
    {
      name: 'task:echo',
      description: messages.echoDescription,
      args: z.array(z.unknown()).max(10).default([]),
      run: async (args) => args,
    },
    {
      name: 'task:sleep',
      description: messages.sleepDescription,
      args: z.object({ seconds: z.number().int().min(1).max(600) }),
      run: async ({ seconds }) => {
        await sleep(seconds * 1000)
        return `slept ${seconds} s`
      },
    },
  ],
  routes: (ctx) => [taskRoutes(ctx)],
  setup(ctx: AppContext) {
    ctx.scheduler.setRetention(() => ctx.settings.read(logKeep))
    // a task runs with system rights: its maker must still hold what its action needs
    ctx.scheduler.setGuard(async (job, action) => {
      if (job.createdBy === null || !action.permission) return undefined
      const maker = await ctx.access.authority(job.createdBy)
      return maker?.status === 1 && maker.perms.includes(action.permission) ? undefined : action.permission
    })
    return undefined
  },
})
