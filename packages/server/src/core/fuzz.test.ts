import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../test/harness.ts'
import type { Controller } from './crud/controller.ts'
import type { DynamicDb } from './db/index.ts'
import { toJsonSchema } from './http/docs.ts'

/** Routes with side effects of their own, left out with the reason. */
const LEFT_OUT: Record<string, string> = {
  '/admin/base/comm/logout': 'ends the session the walk is signed in with',
  '/admin/base/sys/log/clear': 'empties the request log whatever it is sent: that is its job',
}
/** POST routes that only read: no snapshot around them. */
const READS = new Set(['page', 'list', 'data', 'export'])
/** Written by every request (the request log and its keyword tables), by sign-in, or bookkeeping of writes (versions, sequences): never compared. */
const NOT_COMPARED = /^(base_sys_log|core_session|core_write_version|core_seq)|_(kw|fts)/

const HOSTILE: unknown[] = [
  'abc',
  '',
  'NaN',
  1e30,
  2 ** 31,
  -1,
  1.5,
  true,
  null,
  [1, 2],
  { a: 1 },
  'a\u0000b',
  'x'.repeat(10_240),
  // past SQLite's longest LIKE pattern
  'x'.repeat(49_999),
  // a lone surrogate, which JSON.stringify writes escaped
  '\ud800',
  "' or 1=1 --",
]
/** Whole bodies that are not the object a route expects, not JSON at all, or nested 5,000 deep. */
const HOSTILE_BODIES = [
  '[]',
  '"text"',
  '42',
  'null',
  '[[]]',
  '{',
  '{"a":',
  `{"page":1,"x":${'{"x":'.repeat(4999)}1${'}'.repeat(5000)}`,
]

type Api = { method: string; path: string; prefix: string }
type Descriptor = {
  prefix: string
  api: Api[]
  search?: Record<string, { requestParam?: string; propertyName: string }[]>
}
type Input = { body?: unknown; raw?: string; query?: Record<string, unknown> }

/** Every property name a JSON schema mentions, at any depth (unions and arrays included). */
function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (schema === null || typeof schema !== 'object') return out
  const s = schema as Record<string, unknown>
  for (const k of Object.keys((s.properties as object) ?? {})) out.add(k)
  for (const v of Object.values(s)) propertyNames(v, out)
  return out
}

describe.each(dialects)('a walk of every EPS route with hostile input on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let snapshot: () => Promise<Record<string, string>>

  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
    const db: DynamicDb = server.app.ctx.db
    const listed =
      dialect === 'postgres'
        ? await sql<{
            name: string
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            db,
          )
        : await sql<{
            name: string
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
    const tables = listed.rows.map((r) => r.name).filter((t) => !NOT_COMPARED.test(t))
    // row count and the content of every table, in one query: hashed by PostgreSQL, read as one
    // text per table from SQLite (which has no hash function) and hashed here
    const columns = async (t: string) =>
      (await sql<{ name: string }>`select name from pragma_table_info(${t})`.execute(db)).rows.map(
        (r) => r.name,
      )
    const parts =
      dialect === 'postgres'
        ? tables.map(
            (t) =>
              sql`select ${t} as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x.id), '')) as h from ${sql.table(t)} x`,
          )
        : await Promise.all(
            tables.map(async (t) => {
              const row = sql.join(
                (await columns(t)).map((c) => sql`quote(${sql.ref(c)})`),
                sql` || char(31) || `,
              )
              return sql`select ${t} as t, count(*) || ':' || coalesce(group_concat(r, char(30)), '') as h from (select ${row} as r from ${sql.table(t)} order by id)`
            }),
          )
    snapshot = async () => {
      const { rows } = await sql<{ t: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(db)
      return Object.fromEntries(
        rows.map((r) => [r.t, dialect === 'postgres' ? r.h : createHash('sha1').update(r.h).digest('hex')]),
      )
    }
    // rows of its own for the updates to work on, so that no hostile value lands on the administrator
    await admin.addStaff('fuzz-target', 'fuzz-target-pw', {
      menuIdList: await server.menuIds('base.sys.user'),
    })
    await admin.post('/admin/base/sys/department/add', { name: 'Fuzz' })
  })
  afterAll(() => server.close())

  const controller = (prefix: string) => server.app.ctx.registry.controllers.find((c) => c.prefix === prefix)

  /** The fields a route reads: its schemas' properties, and for page and list its search parameters. */
  function fieldsOf(d: Descriptor, api: Api): string[] {
    const route = controller(d.prefix)?.routes.find((r) => `/${r.action}` === api.path)
    const names = new Set<string>()
    for (const schema of [route?.body, route?.query]) if (schema) propertyNames(toJsonSchema(schema), names)
    if (api.path === '/page' || api.path === '/list')
      for (const list of Object.values(d.search ?? {}))
        for (const f of list) names.add(f.requestParam ?? f.propertyName)
    return names.size ? [...names] : ['id']
  }

  /** The newest row of the route's table, for an update to aim at. */
  async function target(c: Controller | undefined) {
    if (!c?.entity) return undefined
    const db: DynamicDb = server.app.ctx.db
    const row = await db.selectFrom(c.entity.table).select('id').orderBy('id', 'desc').executeTakeFirst()
    return row?.id as number | undefined
  }

  async function send(api: Api, input: Input) {
    const url = new URL(api.prefix + api.path, server.url)
    for (const [k, v] of Object.entries(input.query ?? {}))
      for (const one of Array.isArray(v) ? v : [v])
        url.searchParams.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one))
    const body = input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body))
    const res = await fetch(url, {
      method: api.method.toUpperCase(),
      headers: {
        authorization: admin.token!,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    })
    const text = await res.text()
    const code = /^\{"code":(\d+)/.exec(text)?.[1]
    return { status: res.status, text, accepted: code === '1000' }
  }

  it('answers every hostile call without a 500 or a stack, and changes nothing when it refuses', async () => {
    const eps = (await admin.get<Record<string, Descriptor[]>>('/admin/base/open/eps')).data
    const faults: string[] = []
    let calls = 0
    // the snapshot sees writes: accepted ones change it
    let seenChanges = 0
    for (const d of Object.values(eps).flat()) {
      for (const api of d.api) {
        if (LEFT_OUT[api.prefix + api.path]) continue
        const get = api.method === 'get'
        const writes = !get && !READS.has(api.path.slice(1))
        const base = api.path === '/update' ? { id: await target(controller(d.prefix)) } : {}
        const inputs: Input[] = [
          ...fieldsOf(d, api).flatMap((field) =>
            HOSTILE.map((v) => (get ? { query: { [field]: v } } : { body: { ...base, [field]: v } })),
          ),
          ...(get ? [] : HOSTILE_BODIES.map((raw) => ({ raw }))),
        ]
        let before = writes ? await snapshot() : {}
        for (const input of inputs) {
          const r = await send(api, input)
          calls++
          const label = `${api.method} ${api.prefix}${api.path} ${JSON.stringify(input).slice(0, 100)}`
          if (r.status >= 500 || /\n\s+at |\.ts:\d+|Error:/.test(r.text))
            faults.push(`${r.status} ${label}: ${r.text.slice(0, 200)}`)
          if (!writes) continue
          const after = await snapshot()
          const changed = Object.keys(after).filter((t) => after[t] !== before[t])
          if (!r.accepted && changed.length)
            faults.push(`refused but changed ${changed.join(', ')}: ${label}`)
          if (r.accepted && changed.length) seenChanges++
          before = after
        }
      }
    }
    expect(faults).toEqual([])
    expect(calls).toBeGreaterThan(1000)
    expect(seenChanges).toBeGreaterThan(10)
  }, 600_000)
})
