import { PLANTED, plantedCount } from './seed/people.ts'
import type { ApiRequest } from './session.ts'

/** Which of the targets a call is judged by (see targets.ts). */
export type TargetKind = 'throughput' | 'keyword' | 'shortKeyword'

/** A call the bench loads, with the check its answer must pass before it is measured. */
export interface MeasuredCall extends ApiRequest {
  id: string
  label: string
  target: TargetKind
  /** why the answer is wrong, or undefined when it is right */
  check(data: unknown): string | undefined
}

interface Page {
  list: Record<string, unknown>[]
  pagination: { page: number; size: number; total: number }
}

const SIZE = 20
const KEYWORD_COLUMNS = ['name', 'username', 'nickName', 'phone']

const fullPage = (minTotal: number) => (data: unknown) => {
  const { list, pagination } = data as Page
  if (list.length !== SIZE) return `expected a full page of ${SIZE}, got ${list.length}`
  if (pagination.total < minTotal)
    return `expected at least ${minTotal} rows in total, got ${pagination.total}`
  return undefined
}

/** Exactly the keyword's planted rows: proves the keyword index is in step with the table. */
const keywordHits = (keyWord: string, expected: number) => (data: unknown) => {
  const { list, pagination } = data as Page
  if (pagination.total !== expected)
    return `keyWord ${keyWord}: expected ${expected} rows, got ${pagination.total}`
  const contains = (row: Record<string, unknown>) =>
    KEYWORD_COLUMNS.some((c) =>
      String(row[c] ?? '')
        .toLowerCase()
        .includes(keyWord),
    )
  const stray = list.find((row) => !contains(row))
  return stray ? `keyWord ${keyWord}: row ${stray.id} does not contain it` : undefined
}

const hasKeys = (keys: string[]) => (data: unknown) => {
  const missing = keys.filter((k) => !(data && typeof data === 'object' && k in data))
  return missing.length ? `missing ${missing.join(', ')}` : undefined
}

const userPage = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  path: '/admin/base/sys/user/page',
  body: { page: 1, size: SIZE, ...body },
})

export function measuredCalls(users: number, logs: number): MeasuredCall[] {
  const { trigram, short } = PLANTED
  return [
    {
      id: 'person',
      label: 'comm/person',
      method: 'GET',
      path: '/admin/base/comm/person',
      target: 'throughput',
      check: hasKeys(['id', 'username']),
    },
    { id: 'userPage1', label: 'user/page p1', ...userPage({}), target: 'throughput', check: fullPage(users) },
    {
      id: 'userPage2000',
      label: 'user/page p2000',
      ...userPage({ page: 2000 }),
      target: 'throughput',
      check: fullPage(users),
    },
    {
      id: 'userKeyword',
      label: `user/page keyWord "${trigram.keyWord}"`,
      ...userPage({ keyWord: trigram.keyWord }),
      target: 'keyword',
      check: keywordHits(trigram.keyWord, plantedCount(users, trigram)),
    },
    {
      id: 'userKeywordShort',
      label: `user/page keyWord "${short.keyWord}"`,
      ...userPage({ keyWord: short.keyWord }),
      target: 'shortKeyword',
      check: keywordHits(short.keyWord, plantedCount(users, short)),
    },
    {
      id: 'logPage',
      label: 'log/page p1',
      method: 'POST',
      path: '/admin/base/sys/log/page',
      body: { page: 1, size: SIZE },
      target: 'throughput',
      check: fullPage(logs),
    },
    {
      id: 'permmenu',
      label: 'comm/permmenu',
      method: 'GET',
      path: '/admin/base/comm/permmenu',
      target: 'throughput',
      check: hasKeys(['perms', 'menus']),
    },
  ]
}
