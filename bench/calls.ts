import { DICT } from './seed/dict.ts'
import { PLANTED, plantedCount, ROTATED_KEYWORDS } from './seed/people.ts'
import type { ApiRequest } from './session.ts'

/** Which of the targets a call is judged by (see targets.ts). */
export type TargetKind = 'throughput' | 'keyword' | 'oneChar' | 'share' | 'deep'

/** A call the bench loads, with the check its answer must pass before it is measured. */
export interface MeasuredCall extends ApiRequest {
  id: string
  label: string
  target: TargetKind
  /** a deep page: the call of its first page, whose rate it must reach a share of (TARGETS.deepShare) */
  firstPage?: string
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

const anyPage = (data: unknown) => (Array.isArray((data as Page).list) ? undefined : 'not a page')

const page = (path: string, body: Record<string, unknown>, bodies?: Record<string, unknown>[]) => ({
  method: 'POST' as const,
  path,
  body: { page: 1, size: SIZE, ...body },
  bodies: bodies?.map((b) => ({ page: 1, size: SIZE, ...body, ...b })),
})

/** The calls of issue 13's table; keyword rows rotate through 100+ keywords unless they check exact hits. */
export function measuredCalls(users: number, logs: number): MeasuredCall[] {
  const { trigram, short, one } = PLANTED
  const USER = '/admin/base/sys/user/page'
  const LOG = '/admin/base/sys/log/page'
  const DICT_PAGE = '/admin/dict/info/page'
  const dictLast = Math.ceil(DICT.count / SIZE)
  const rotate = (words: string[]) => words.map((keyWord) => ({ keyWord }))
  return [
    {
      id: 'person',
      label: 'comm/person',
      method: 'GET',
      path: '/admin/base/comm/person',
      target: 'throughput',
      check: hasKeys(['id', 'username']),
    },
    { id: 'userPage1', label: 'user/page p1', ...userPage({}), target: 'share', check: fullPage(users) },
    {
      id: 'userPage2000',
      label: 'user/page p2000',
      ...userPage({ page: 2000 }),
      target: 'throughput',
      firstPage: 'userPage1',
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
      target: 'keyword',
      check: keywordHits(short.keyWord, plantedCount(users, short)),
    },
    {
      id: 'userKeyword2Rotated',
      label: `user/page 2 CJK chars, ${ROTATED_KEYWORDS.two.length} rotated`,
      ...page(USER, {}, rotate(ROTATED_KEYWORDS.two)),
      target: 'keyword',
      check: anyPage,
    },
    {
      id: 'userKeyword1',
      label: `user/page keyWord "${one.keyWord}"`,
      ...userPage({ keyWord: one.keyWord }),
      target: 'oneChar',
      check: keywordHits(one.keyWord, plantedCount(users, short)),
    },
    {
      id: 'userKeyword1Rotated',
      label: `user/page 1 CJK char, ${ROTATED_KEYWORDS.one.length} rotated`,
      ...page(USER, {}, rotate(ROTATED_KEYWORDS.one)),
      target: 'oneChar',
      check: anyPage,
    },
    { id: 'logPage', label: 'log/page p1', ...page(LOG, {}), target: 'throughput', check: fullPage(logs) },
    {
      id: 'logKeyword2',
      label: `log/page 2 chars, ${ROTATED_KEYWORDS.log.length} rotated`,
      ...page(LOG, {}, rotate(ROTATED_KEYWORDS.log)),
      target: 'keyword',
      check: anyPage,
    },
    {
      id: 'dictPage1',
      label: 'dict/info/page typeId p1',
      ...page(DICT_PAGE, { typeId: DICT.typeId }),
      target: 'share',
      check: fullPage(DICT.count),
    },
    {
      id: 'dictKeyword2',
      label: `dict/info/page typeId, 2 chars, ${DICT.two.length} rotated`,
      ...page(DICT_PAGE, { typeId: DICT.typeId }, rotate(DICT.two)),
      target: 'keyword',
      check: anyPage,
    },
    {
      id: 'dictKeyword1',
      label: `dict/info/page typeId, 1 char, ${DICT.one.length} rotated`,
      ...page(DICT_PAGE, { typeId: DICT.typeId }, rotate(DICT.one)),
      target: 'oneChar',
      check: anyPage,
    },
    {
      id: 'dictLast',
      label: `dict/info/page typeId, last page (${dictLast})`,
      ...page(DICT_PAGE, { typeId: DICT.typeId, page: dictLast }),
      target: 'deep',
      firstPage: 'dictPage1',
      check: anyPage,
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
