import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { random } from '../../test/random.ts'
import type { DynamicDb } from '../db/index.ts'
import { Schema } from '../db/schema.ts'
import { nowIso } from '../db/wire.ts'

// Latin in both cases, CJK, accented letters (not folded), LIKE's own wildcards, punctuation
const ALPHABET = [...'aAbBzZ欧阳王李明%_\\. -1Éé']
const KEYWORD_COLUMNS = ['name', 'username', 'nickName', 'phone'] as const
type Row = { id: number } & Record<(typeof KEYWORD_COLUMNS)[number], string | null>

const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())

describe.each(dialects)('keywords of one and two characters on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  const rnd = random(13)
  const text = (max: number) =>
    Array.from({ length: Math.floor(rnd.next() * (max + 1)) }, () => rnd.pick(ALPHABET)).join('')

  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  const when = () => new Date(Date.now() - Math.floor(rnd.next() * 5 * 86_400_000)).toISOString()

  /** Rows of every keyword column written straight to the table: the index must follow any write. */
  const seed = (n: number) => {
    const now = nowIso()
    return Array.from({ length: n }, (_, i) => ({
      name: rnd.next() < 0.1 ? null : text(8),
      username: `${text(6)}#${i}-${rnd.next()}`,
      nickName: rnd.next() < 0.3 ? null : text(5),
      phone: rnd.next() < 0.5 ? null : text(3),
      // a few days apart, some at the same moment: pages keep the order, ties broken by id
      createTime: rnd.next() < 0.2 ? now : when(),
      updateTime: now,
      // equality filters the postings carry
      status: rnd.next() < 0.3 ? 0 : 1,
      departmentId: rnd.next() < 0.5 ? null : 1,
    }))
  }

  /** Every keyword of one and two characters, against `LIKE '%kw%'` with ASCII case folding. */
  async function compareAll() {
    const { db } = server.app.ctx
    const rows = (await db
      .selectFrom('base_sys_user')
      .select(['id', ...KEYWORD_COLUMNS])
      .execute()) as Row[]
    const keywords = new Set<string>()
    for (const a of ALPHABET) keywords.add(a)
    for (let i = 0; i < 60; i++) keywords.add(rnd.pick(ALPHABET) + rnd.pick(ALPHABET))
    const wrong: string[] = []
    for (const keyWord of keywords) {
      if (keyWord.trim() !== keyWord) continue
      const want = rows
        .filter((r) => KEYWORD_COLUMNS.some((c) => r[c] !== null && fold(r[c]).includes(fold(keyWord))))
        .map((r) => r.id)
        .sort((x, y) => x - y)
      const reply = await admin.post<{ id: number }[]>('/admin/base/sys/user/list', { keyWord })
      expect(reply.code).toBe(1000)
      const got = reply.data.map((r) => r.id).sort((x, y) => x - y)
      if (JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`${JSON.stringify(keyWord)}: got ${got.length}, want ${want.length}`)
    }
    expect(wrong).toEqual([])
  }

  /**
   * Pages of a keyword in the default order (newest first), near and far, alone or with equality
   * filters, against the same order of the rows LIKE finds: the postings carry the order and the
   * filtered columns, so each page comes out of the index.
   */
  async function comparePages() {
    const { db } = server.app.ctx
    const rows = (await db
      .selectFrom('base_sys_user')
      .select(['id', 'createTime', 'status', 'departmentId', ...KEYWORD_COLUMNS])
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .execute()) as (Row & { createTime: string; status: number; departmentId: number | null })[]
    const wrong: string[] = []
    for (let i = 0; i < 36; i++) {
      const keyWord = i % 5 === 0 ? rnd.pick(ALPHABET) : rnd.pick(ALPHABET) + rnd.pick(ALPHABET)
      if (keyWord.trim() !== keyWord) continue
      const filters = [{}, { status: i % 2 }, { departmentIds: [1] }, { status: 1, departmentIds: [1] }][
        i % 4
      ]
      const want = rows
        .filter((r) => KEYWORD_COLUMNS.some((c) => r[c] !== null && fold(r[c]).includes(fold(keyWord))))
        .filter((r) => !('status' in filters) || r.status === filters.status)
        .filter((r) => !('departmentIds' in filters) || r.departmentId === 1)
        .map((r) => r.id)
      for (const page of [1, 2, 4]) {
        const reply = await admin.post<{ list: { id: number }[]; pagination: { total: number } }>(
          '/admin/base/sys/user/page',
          { keyWord, page, size: 7, ...filters },
        )
        expect(reply.code).toBe(1000)
        const got = reply.data.list.map((r) => r.id)
        const expected = want.slice((page - 1) * 7, page * 7)
        if (JSON.stringify(got) !== JSON.stringify(expected) || reply.data.pagination.total !== want.length)
          wrong.push(
            `${JSON.stringify({ keyWord, ...filters })} page ${page}: got ${got} of ${reply.data.pagination.total}, want ${expected} of ${want.length}`,
          )
      }
    }
    expect(wrong).toEqual([])
  }

  it('find exactly the rows LIKE finds, after inserts, updates and deletes', async () => {
    const { db } = server.app.ctx
    await db.insertInto('base_sys_user').values(seed(300)).execute()
    await compareAll()
    const ids = (await db.selectFrom('base_sys_user').select('id').where('id', '>', 1).execute()).map(
      (r) => r.id as number,
    )
    for (const id of ids.slice(0, 60))
      await db
        .updateTable('base_sys_user')
        .set({
          name: text(8),
          nickName: rnd.next() < 0.5 ? null : text(5),
          createTime: when(),
          status: rnd.next() < 0.5 ? 0 : 1,
        })
        .where('id', '=', id)
        .execute()
    await db.deleteFrom('base_sys_user').where('id', 'in', ids.slice(60, 120)).execute()
    await compareAll()
    await comparePages()
  })

  it('is rebuilt when the declared keyword columns change', async () => {
    const { dialect: d } = server.app.ctx
    // the side table is in no typed schema
    const db: DynamicDb = server.app.ctx.db
    const schema = new Schema(db, d)
    const now = nowIso()
    await db
      .insertInto('base_sys_user')
      .values({ username: 'rebuilt-1', name: '龙虎', createTime: now, updateTime: now })
      .execute()
    const postings = async () =>
      (await db.selectFrom('base_sys_user_gram').select('id').where('gram', '=', '龙虎').execute()).length
    expect(await postings()).toBe(1)
    await schema.ensureGrams({
      table: 'base_sys_user',
      columns: ['username'],
      maxLength: 100,
      order: [],
      carry: [],
    })
    expect(await postings()).toBe(0)
    await schema.ensureGrams({
      table: 'base_sys_user',
      columns: [...KEYWORD_COLUMNS],
      maxLength: 100,
      order: [{ column: 'createTime' }],
      carry: ['status', 'departmentId'],
    })
    expect(await postings()).toBe(1)
  })
})
