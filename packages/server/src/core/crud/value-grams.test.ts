import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'
import { random } from '../../test/random.ts'
import { nowIso } from '../db/wire.ts'

// Latin in both cases, CJK, accented letters (not folded), LIKE's own wildcards, punctuation
const ALPHABET = [...'aAbBzZ欧阳王李明%_\\. -1Éé/']
const DIGITS = [...'1.0789']
const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())

type LogRow = { id: number; action: string; ip: string | null; name: string | null; createTime: string }

/**
 * The request log's path is indexed by distinct value (SearchSpec.repeated): each value once with
 * its grams and the number of rows holding it; its address is posted row by row. Its pages and
 * totals, through either index or both, must be those of `LIKE '%kw%'` on the rows, whatever was
 * written.
 */
describe.each(dialects)('keywords over columns indexed by value on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  const rnd = random(29)
  const text = (min: number, max: number, alphabet = ALPHABET) =>
    Array.from({ length: min + Math.floor(rnd.next() * (max - min + 1)) }, () => rnd.pick(alphabet)).join('')
  // few values over many rows, as paths and addresses are
  const actions = Array.from({ length: 12 }, () => text(1, 7))
  // addresses share only `1` and `.` with the rest: most keywords are found in paths and names alone
  const ips = Array.from({ length: 20 }, () => text(0, 5, DIGITS))

  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    // the sign-in's own rows are written shortly after (RequestLog: within half a second): wait
    // for the log to be still
    const { db } = server.app.ctx
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('base_sys_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      )
    for (let last = -1, now = await count(); now !== last; last = now, now = await count())
      await new Promise((resolve) => setTimeout(resolve, 1200))
  })
  afterAll(() => server?.close())

  // people the rows belong to: a keyword also finds a row by its person's name
  let people: (number | null)[] = [null]
  const insert = async (n: number) => {
    const now = nowIso()
    const rows = Array.from({ length: n }, () => ({
      userId: rnd.pick(people),
      action: rnd.pick(actions),
      ip: rnd.next() < 0.15 ? null : rnd.pick(ips),
      // some at the same moment: pages keep the order, ties broken by id
      createTime:
        rnd.next() < 0.2 ? now : new Date(Date.now() - Math.floor(rnd.next() * 86_400_000)).toISOString(),
      updateTime: now,
    }))
    await server.app.ctx.db.insertInto('base_sys_log').values(rows).execute()
  }

  /** Every keyword of one and two characters, page by page, against the rows LIKE finds. */
  async function compare() {
    const { db } = server.app.ctx
    const rows = (await db
      .selectFrom('base_sys_log as a')
      .leftJoin('base_sys_user as b', 'a.userId', 'b.id')
      .select(['a.id', 'a.action', 'a.ip', 'b.name', 'a.createTime'])
      .orderBy('a.createTime', 'desc')
      .orderBy('a.id', 'desc')
      .execute()) as LogRow[]
    const keywords = new Set<string>([...ALPHABET, ...DIGITS])
    for (let i = 0; i < 50; i++) keywords.add(rnd.pick(ALPHABET) + rnd.pick(ALPHABET))
    for (let i = 0; i < 10; i++) keywords.add(rnd.pick(DIGITS) + rnd.pick(DIGITS))
    const wrong: string[] = []
    for (const keyWord of keywords) {
      if (keyWord.trim() !== keyWord) continue
      const want = rows
        .filter((r) => [r.action, r.ip, r.name].some((v) => v !== null && fold(v).includes(fold(keyWord))))
        .map((r) => r.id)
      for (const page of [1, 3]) {
        const reply = await admin.post<{ list: { id: number }[]; pagination: { total: number } }>(
          '/admin/base/sys/log/page',
          { keyWord, page, size: 6 },
        )
        expect(reply.code).toBe(1000)
        const got = reply.data.list.map((r) => r.id)
        const expected = want.slice((page - 1) * 6, page * 6)
        if (JSON.stringify(got) !== JSON.stringify(expected) || reply.data.pagination.total !== want.length)
          wrong.push(
            `${JSON.stringify(keyWord)} page ${page}: got ${got} of ${reply.data.pagination.total}, want ${expected} of ${want.length}`,
          )
      }
    }
    expect(wrong).toEqual([])
  }

  /** `n` new users named by `name`, their ids */
  const addPeople = async (n: number, tag: string, name: () => string) => {
    const now = nowIso()
    const rows = await server.app.ctx.db
      .insertInto('base_sys_user')
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `value-grams-${tag}${i}`,
          name: name(),
          createTime: now,
          updateTime: now,
        })),
      )
      .returning('id')
      .execute()
    return rows.map((r) => r.id as number)
  }

  it('find exactly the rows LIKE finds, after inserts, updates and deletes', async () => {
    const { db } = server.app.ctx
    const added = await addPeople(3, '', () => text(2, 5))
    people = [null, null, ...added]
    await insert(250)
    await compare()
    const ids = (
      await db.selectFrom('base_sys_log').select('id').where('action', 'in', actions).execute()
    ).map((r) => r.id as number)
    for (const id of ids.slice(0, 40))
      await db
        .updateTable('base_sys_log')
        .set({
          action: rnd.next() < 0.5 ? text(2, 6) : rnd.pick(actions),
          ip: rnd.pick(ips),
          // another person, another time: the rows each person has first move
          ...(rnd.next() < 0.5 ? { userId: rnd.pick(people) } : {}),
          ...(rnd.next() < 0.3
            ? { createTime: new Date(Date.now() - rnd.next() * 86_400_000).toISOString() }
            : {}),
        })
        .where('id', '=', id)
        .execute()
    await db.deleteFrom('base_sys_log').where('id', 'in', ids.slice(40, 100)).execute()
    await insert(60)
    await compare()
    // a person renamed: the pages the old name found, kept or not, follow the new one
    for (const id of added)
      await db
        .updateTable('base_sys_user')
        .set({ name: text(2, 5) })
        .where('id', '=', id)
        .execute()
    await compare()
  })

  it('find the same rows when many people wrote the recent ones', async () => {
    // more people than a keyword's own matches: the recent rows' people are too many to read one by one
    people = [null, ...(await addPeople(130, 'many-', () => text(1, 3)))]
    await insert(400)
    await compare()
  })

  it('keeps each distinct path once, with the number of rows holding it, and no posting per row', async () => {
    const { db } = server.app.ctx
    const counted = await sql<{ val: string; n: number }>`
      select "val", "n" from "base_sys_log_val" where "col" = 'action' and "n" > 0`.execute(db)
    const actual = await sql<{ val: string; n: number }>`
      select "action" as "val", count(*) as "n" from "base_sys_log" group by "action"`.execute(db)
    const shape = (rows: { val: string; n: number }[]) => rows.map((r) => `${r.val} ${Number(r.n)}`).sort()
    expect(shape(counted.rows)).toEqual(shape(actual.rows))
    // the address is posted row by row, the path is not
    const [row] = await db
      .insertInto('base_sys_log')
      .values({ action: '/posted-once', ip: null, createTime: nowIso(), updateTime: nowIso() })
      .returning('id')
      .execute()
    const postings = await sql`select 1 from "base_sys_log_gram" where "id" = ${row.id}`.execute(db)
    expect(postings.rows).toEqual([])
    const reply = await admin.post<{ list: { id: number }[] }>('/admin/base/sys/log/page', { keyWord: 'd-' })
    expect(reply.data.list.map((r) => r.id)).toContain(row.id)
  })
})
