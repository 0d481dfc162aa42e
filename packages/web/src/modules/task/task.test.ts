import type { TaskInfo } from '@backroom/contract'
import { describe, expect, it } from 'vitest'
import { argumentsText, checkArguments } from './arguments'
import { msOf, ruleOf, secondsOf } from './schedule'
import { formValuesOf, saveBodyOf } from './task-values'

const pair = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'array',
  prefixItems: [{ type: 'number' }, { type: 'number' }],
  minItems: 2,
  maxItems: 2,
}
const message = {
  type: 'object',
  properties: { message: { type: 'string', maxLength: 5 } },
  required: ['message'],
  additionalProperties: false,
}

const task: TaskInfo = {
  id: 7,
  name: '每秒执行一次',
  taskType: 1,
  cron: null,
  every: 3000,
  limit: null,
  repeatCount: null,
  runCount: 0,
  startDate: null,
  endDate: '2030-01-01 00:00:00',
  status: 0,
  type: 1,
  service: 'task:echo',
  action: 'task:echo',
  data: '[1,2]',
  remark: null,
  jobId: 'j',
  repeatConf: null,
  nextRunTime: null,
  lastExecuteTime: null,
  lockExpireTime: null,
  createTime: '2026-01-01 00:00:00',
  updateTime: '2026-01-01 00:00:00',
}

describe('the interval', () => {
  it('shows milliseconds as seconds and sends seconds as milliseconds', () => {
    expect([secondsOf(1000), secondsOf(90_000), secondsOf(null)]).toEqual([1, 90, null])
    expect([msOf(1), msOf(100_000_000), msOf(undefined)]).toEqual([1000, 100_000_000_000, null])
  })

  it('reads a task’s rule as its cron text or its interval in seconds', () => {
    expect(ruleOf({ taskType: 1, cron: null, every: 5000 })).toEqual({ seconds: 5 })
    expect(ruleOf({ taskType: 0, cron: '0 0 3 * * *', every: null })).toEqual({ cron: '0 0 3 * * *' })
  })
})

describe('the arguments', () => {
  it('send nothing when none are typed', () => {
    expect(checkArguments('  ', pair)).toEqual({ ok: true, data: null })
    expect(checkArguments(undefined)).toEqual({ ok: true, data: null })
  })

  it('send the JSON compact when it fits the action’s schema', () => {
    expect(checkArguments('[1,\n 2]', pair)).toEqual({ ok: true, data: '[1,2]' })
    expect(checkArguments('{"message": "hi"}', message)).toEqual({ ok: true, data: '{"message":"hi"}' })
  })

  it('refuse text that is not JSON', () => {
    expect(checkArguments('[1, 2', pair)).toMatchObject({ ok: false, problem: 'json' })
  })

  it('refuse JSON against the schema, naming the rule, its limit and where', () => {
    expect(checkArguments('[1, "two"]', pair)).toEqual({
      ok: false,
      problem: 'schema',
      rule: 'type',
      limit: 'number',
      at: '/1',
    })
    expect(checkArguments('{"message": "too long"}', message)).toMatchObject({
      rule: 'maxLength',
      limit: '5',
      at: '/message',
    })
    expect(checkArguments('{}', message)).toMatchObject({ problem: 'schema', rule: 'required', at: '' })
  })

  it('lay stored arguments out for editing, leaving text that is not JSON as it is', () => {
    expect(argumentsText('[1,2]')).toBe('[\n  1,\n  2\n]')
    expect(argumentsText('not json')).toBe('not json')
    expect(argumentsText(null)).toBe('')
  })
})

describe('the form', () => {
  it('opens a new task as a running cron task', () => {
    expect(formValuesOf()).toEqual({ name: '', taskType: 0, running: true })
  })

  it('saves an interval task in milliseconds, without a cron, with no limit as null', () => {
    const values = formValuesOf(task)
    expect(values).toMatchObject({ every: 3, running: false, data: '[\n  1,\n  2\n]' })
    expect(saveBodyOf({ ...values, cron: '* * * * * *', limit: undefined, remark: '' }, '[1,2]', 7)).toEqual({
      id: 7,
      name: '每秒执行一次',
      taskType: 1,
      cron: null,
      every: 3000,
      service: 'task:echo',
      data: '[1,2]',
      startDate: null,
      endDate: '2030-01-01 00:00:00',
      limit: null,
      status: 0,
      remark: null,
    })
  })

  it('saves a cron task without an interval, and a new one without an id', () => {
    const body = saveBodyOf(
      {
        name: ' nightly ',
        taskType: 0,
        cron: ' 0 0 3 * * * ',
        every: 5,
        running: true,
        service: 'task:echo',
      },
      null,
    )
    expect(body).toMatchObject({ name: 'nightly', cron: '0 0 3 * * *', every: null, status: 1, data: null })
    expect(body).not.toHaveProperty('id')
  })
})
