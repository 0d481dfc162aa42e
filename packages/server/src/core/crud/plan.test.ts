import { fileURLToPath } from 'node:url'
import { PageQuery } from '@backroom/contract'
import { type CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects, resourceOf, resourcesOf, startServer, type TestServer } from '../../test/harness.ts'
import type { Admin } from '../auth/access.ts'
import { Schema } from '../db/schema.ts'
import type { Resource } from './resource.ts'

const shelf = fileURLToPath(new URL('../../test/fixtures/modules/shelf', import.meta.url))

const superAdmin: Admin = {
  userId: 1,
  username: 'admin',
  sid: 1,
  isSuper: true,
  roleIds: [1],
  perms: new Set(),
  departmentIds: [1],
  tenantId: null,
  epoch: '0',
}

/** Every page request a resource's declaration promises an index for: default order, each filter, each sortable column, a short keyword. */
function pageRequests(r: Resource): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}]
  const columns = r.entity.columns as Record<
    string,
    { schema: { safeParse(v: unknown): { success: boolean } } }
  >
  for (const p of r.query.eq) {
    if (!p.ref.startsWith('a.')) continue
    // a value the column takes: a number, a word, or the first of its choices
    const value = [1, 'x', 'image', 0].find((v) => columns[p.ref.slice(2)]?.schema.safeParse(v).success) ?? 1
    out.push({ [p.param]: value })
  }
  for (const c of r.options.sortable ?? []) for (const sort of ['asc', 'desc']) out.push({ order: c, sort })
  // a short keyword alone, read through the short-keyword index in the page's order
  if (r.gramSpec() && !r.query.keyWordJoined.length) out.push({ keyWord: 'ab' })
  return out
}

/**
 * The plan's steps that read the main table (alias `a`) whole or sort its rows. PostgreSQL is
 * told to avoid both at any cost, so one still chosen means no index can serve the query.
 */
async function fullScansAndSorts(server: TestServer, query: CompiledQuery): Promise<string[]> {
  const { db, dialect } = server.app.ctx
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    })
    return rows.map((r) => r.detail).filter((d) => /^SCAN a$|TEMP B-TREE/.test(d))
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_sort = off`.execute(trx)
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    })
    return rows
      .map((r) => r['QUERY PLAN'].trim())
      .filter((l) => /Seq Scan on \S+ a\b|(^|-> )(Incremental )?Sort\b/.test(l))
  })
}

describe.each(dialects)('page queries on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, {}, undefined, { moduleDirs: [shelf] })
  })
  afterAll(() => server?.close())

  it('read every resource page through an index, with no full scan and no sort', async () => {
    const resources = resourcesOf(server).filter((r) => r.options.api.includes('page'))
    expect(resources.length).toBeGreaterThan(5)
    const bad: string[] = []
    for (const r of resources) {
      for (const body of pageRequests(r)) {
        const q = PageQuery.parse({ page: 1, size: 20, ...body })
        const { rowsQuery } = await r.paging.queries(q, superAdmin)
        for (const step of await fullScansAndSorts(server, rowsQuery.compile()))
          bad.push(`${r.options.prefix} ${JSON.stringify(body)}: ${step}`)
      }
    }
    expect(bad).toEqual([])
  })

  it('give resource tables no plain (updateTime) index, and drop the one older databases have', async () => {
    const { db, dialect: d } = server.app.ctx
    const schema = new Schema(db, d)
    const plain = async () => {
      const found: string[] = []
      for (const r of resourcesOf(server))
        for (const i of await schema.indexes(r.table))
          if (i.columns.join() === 'updateTime') found.push(`${r.table}: ${i.name}`)
      return found
    }
    expect(await plain()).toEqual([])
    const param = resourceOf(server, 'base_sys_param')
    await schema.createIndex(param.table, ['updateTime'])
    expect(await plain()).toEqual([`${param.table}: ${param.table}_updateTime_idx`])
    await schema.dropCoveredIndexes(param.table, param.indexes())
    expect(await plain()).toEqual([])
    // the column stays sortable through its derived index
    expect((await schema.indexes(param.table)).map((i) => i.columns.join())).toContain('updateTime,id')
  })
})
