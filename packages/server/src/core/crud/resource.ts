import {
  type ColumnMeta,
  type CrudAction,
  DeleteBody,
  type Entity,
  InfoQuery,
  isTenantAware,
  ListQuery,
  type Page,
  PageQuery,
  permissionOf,
  type RecycleChunk,
  TreeOrder,
} from '@backroom/contract'
import { type SqlBool, sql } from 'kysely'
import { z } from 'zod'
import type { Admin } from '../auth/access.ts'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/index.ts'
import type { IndexColumn, IndexSpec } from '../db/schema.ts'
import { nowIso, readRow, writeColumn } from '../db/wire.ts'
import { type ApiRequest, type Route, route } from '../http/api.ts'
import { fail } from '../http/errors.ts'
import type { Controller, Join, SearchSpec } from './controller.ts'
import { TableQuery } from './query.ts'
import { chunk } from './recycle.ts'
import { assertScopeDeclared, qualify, type Scope, scopeCondition } from './scope.ts'
import { checkParent, withDescendants } from './tree.ts'
import { translateUniqueViolation } from './unique.ts'

type Row = Record<string, unknown>
type Mode = 'add' | 'update'

export interface WriteContext {
  mode: Mode
  req: ApiRequest
  /** the whole checked body, including fields that are not columns (e.g. `roleIdList`) */
  body: Row
  /** the row before an update */
  existing?: Row
}

export interface ResourceHooks {
  /** adjusts the column values about to be written; may refuse with an AppError */
  beforeWrite?(trx: Db, values: Row, ctx: WriteContext): Promise<Row | undefined> | Row | undefined
  /** after the row is written, in the same transaction (link rows, for instance) */
  afterWrite?(trx: Db, id: number, ctx: WriteContext): Promise<void>
  /**
   * Before the main rows are deleted, in the same transaction: removes or changes related rows and
   * returns them as recycle chunks, so that a restore can put everything back.
   */
  cascade?(trx: Db, rows: Row[], req: ApiRequest): Promise<RecycleChunk[]>
  /** adds computed fields to rows read by page, list and info */
  decorate?(rows: Row[], req: ApiRequest, action: 'page' | 'list' | 'info'): Promise<Row[]>
  /** after a write, delete or restore has committed (cache invalidation) */
  afterCommit?(req: ApiRequest, action: 'add' | 'update' | 'delete' | 'restore'): Promise<unknown>
  /** after the recycle bin put rows back, in its transaction */
  afterRestore?(trx: Db, ids: number[], admin: Admin): Promise<void>
}

/**
 * A resource whose rows form a tree. The engine refuses a parent that does not exist, lies outside
 * the caller's data scope or would make a cycle; with `order` it adds an `order` route for
 * drag-and-drop moves; a delete of a row with children is refused or takes the subtree along.
 */
export interface TreeOptions {
  /** the parent column; default `parentId` */
  parent?: string
  /** the column of the position among siblings, which the `order` route writes */
  order?: string
  onDelete: 'refuse' | 'subtree'
}

export interface ResourceOptions {
  module: string
  /** e.g. `/admin/base/sys/user` */
  prefix: string
  entity: Entity
  description?: string
  api: readonly CrudAction[]
  scope: Scope
  search?: SearchSpec
  joins?: Join[]
  /** when the client sends no `order` */
  defaultOrder?: [string, 'asc' | 'desc'][]
  /** columns of the table a page is often ordered by: each gets an index */
  sortable?: string[]
  /** a parent/child table: see TreeOptions */
  tree?: TreeOptions
  /** bodies that extend the entity's add/update schema with non-column fields */
  addBody?: z.ZodObject
  updateBody?: z.ZodObject
  /** a delete body with options beyond `ids` (e.g. `deleteUser`) */
  deleteBody?: z.ZodType<{ ids: number[] }>
  hooks?: ResourceHooks
  /** routes beyond the standard six */
  routes?: Route[]
  /** a delete that leaves no recycle-bin record, with the reason (every other delete can be restored) */
  recycle?: { none: string }
}

const MAX_EXPORT = 100_000
/** cached page totals per resource; past this many the cache starts again */
const COUNT_CACHE_MAX = 1000
/** from this offset on, a page fetches its ids before its rows */
const DEEP_OFFSET = 500

/**
 * Turns a resource declaration into its routes: add, update, delete, info, list and page, each with
 * its permission `module:…:action`, validation, data scope, recycle record and EPS description.
 * Custom routes of the same resource reuse the helpers (scoped reads, scope checks).
 */
export class Resource {
  readonly query: TableQuery
  /** the declared scope, with the tenant filter when it applies */
  private readonly scope: Scope
  /** TENANCY=on and the table carries a tenant: rows get the writer's tenant */
  private readonly tenant: boolean
  readonly controller: Controller
  private readonly addBody: z.ZodObject
  private readonly updateBody: z.ZodObject
  /** page totals by count query, with the write version they were counted at */
  private readonly counts = new Map<string, { version: string; total: number }>()
  /** per filter and order: the sort key of the row just before a page, by the page's offset */
  private readonly seekKeys = new Map<string, { version: string; before: Map<number, unknown[]> }>()

  constructor(
    private readonly ctx: AppContext,
    readonly options: ResourceOptions,
  ) {
    assertScopeDeclared(options.entity.table, options.scope)
    const e = options.entity
    this.tenant = ctx.config.tenancy && isTenantAware(e)
    this.scope = this.tenant ? { ...options.scope, tenant: true } : options.scope
    this.query = new TableQuery(ctx.db, ctx.dialect, e, this.scope, options.joins, options.search)
    this.addBody = options.addBody ?? (e.add as unknown as z.ZodObject)
    this.updateBody = options.updateBody ?? (e.update as unknown as z.ZodObject)
    this.controller = {
      module: options.module,
      prefix: options.prefix,
      description: options.description,
      entity: e,
      search: options.search,
      joins: options.joins,
      recycle: options.recycle,
      routes: [
        ...options.api.map((a) => this.crudRoute(a)),
        ...(options.tree?.order ? [this.orderRoute(options.tree.order)] : []),
        ...(options.routes ?? []),
      ],
    }
    ctx.registry.addController(this.controller)
    ctx.registry.resources.push(this)
    ctx.registry.setRestoreRule(e.table, {
      assertVisible: (trx, ids, admin) => this.assertWritable(trx, ids, admin),
      afterRestore: options.hooks?.afterRestore,
      afterCommit: async (req) => this.hooks.afterCommit?.(req, 'restore'),
    })
  }

  /**
   * The indexes a page query needs, from the declaration: the default order with `id` as its
   * tie-break; the same behind each equality filter, the department of the data scope and the
   * tree's parent column (one filter value reads its rows in order, no sort); each declared
   * sortable column with `id`.
   */
  indexes(): IndexSpec[] {
    const main = (ref: string) => (ref.startsWith('a.') ? ref.slice(2) : undefined)
    const order = this.defaultOrder
    const key: IndexColumn[] = []
    if (order.every(([ref]) => main(ref))) {
      for (const [ref, dir] of order) key.push({ column: main(ref)!, desc: dir !== order[0][1] })
      if (!key.some((c) => c.column === 'id')) key.push({ column: 'id' })
    }
    const { scope, sortable = [] } = this.options
    const filters = new Set(this.query.eq.map((p) => main(p.ref)).filter((c) => c !== undefined))
    if ('department' in scope && main(qualify(scope.department)))
      filters.add(main(qualify(scope.department))!)
    if (this.parentColumn) filters.add(this.parentColumn)
    const lists = [
      key,
      ...[...filters].map((f) => [{ column: f }, ...key]),
      ...sortable.map((c) => [{ column: c }, { column: 'id' }]),
    ]
    return lists.filter((l) => l.length > 1).map((columns) => ({ table: this.table, columns }))
  }

  get entity() {
    return this.options.entity
  }
  get table() {
    return this.options.entity.table
  }
  private get hooks() {
    return this.options.hooks ?? {}
  }

  private get parentColumn() {
    return this.options.tree ? (this.options.tree.parent ?? 'parentId') : undefined
  }

  /** A new parent: existing, inside the caller's scope, not the row itself nor below it. */
  private async checkParent(trx: Db, id: number | undefined, parent: unknown, admin: Admin | undefined) {
    const column = this.parentColumn
    if (!column || parent === null || parent === undefined) return
    await checkParent(trx, this.table, column, id, parent)
    await this.assertWritable(trx, [Number(parent)], admin)
  }

  /** Moves and reorders rows of the tree in one transaction: `[{ id, parentId?, orderNum }]`. */
  private orderRoute(orderColumn: string): Route {
    return route({
      method: 'POST',
      action: 'order',
      access: this.perm('order'),
      summary: '排序',
      body: TreeOrder,
      handler: async (req) => {
        const column = this.parentColumn!
        await this.transaction(async (trx) => {
          const ids = [...new Set(req.body.map((i) => i.id))]
          const rows = await this.rowsForChange(trx, ids, req.admin)
          if (rows.length !== ids.length) throw fail('notExist')
          for (const item of req.body) {
            const set: Row = { [orderColumn]: item.orderNum, updateTime: nowIso() }
            if (item.parentId !== undefined) set[column] = item.parentId
            await trx.updateTable(this.table).set(set).where('id', '=', item.id).execute()
          }
          // checked once every row has moved: a batch may move a row and its new parent together
          for (const item of req.body) await this.checkParent(trx, item.id, item.parentId, req.admin)
          await this.assertWritable(trx, ids, req.admin)
        })
        await this.hooks.afterCommit?.(req, 'update')
      },
    })
  }

  /**
   * The rows a delete of `ids` removes: with a `subtree` tree, every row below them too; with a
   * `refuse` tree, refused while one of them has a child that is not deleted with it.
   */
  private async deletedIds(trx: Db, ids: number[]): Promise<number[]> {
    const tree = this.options.tree
    const column = this.parentColumn
    if (!tree || !column) return ids
    if (tree.onDelete === 'subtree') return withDescendants(trx, this.table, ids, column)
    const child = await trx
      .selectFrom(this.table)
      .select('id')
      .where(column, 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst()
    if (child) throw fail('hasChildren')
    return ids
  }

  perm(action: string) {
    return { perm: permissionOf(`${this.options.prefix}/${action}`) }
  }

  private crudRoute(action: CrudAction): Route {
    const access = this.perm(action)
    const summaries = {
      add: '新增',
      delete: '删除',
      update: '修改',
      info: '单个信息',
      list: '列表查询',
      page: '分页查询',
    }
    const base = { action, access, summary: summaries[action] }
    switch (action) {
      case 'add':
        return {
          ...base,
          method: 'POST',
          body: z.union([this.addBody, z.array(this.addBody).min(1).max(1000)]),
          handler: (req) => this.add(req as ApiRequest<Row | Row[]>),
        }
      case 'update':
        return {
          ...base,
          method: 'POST',
          body: this.updateBody,
          handler: (req) => this.update(req as ApiRequest<Row>),
        }
      case 'delete':
        return {
          ...base,
          method: 'POST',
          body: this.options.deleteBody ?? DeleteBody,
          handler: (req) => this.delete(req as ApiRequest<{ ids: number[] }>),
        }
      case 'info':
        return {
          ...base,
          method: 'GET',
          query: InfoQuery,
          handler: (req) => this.info((req.query as { id: number }).id, req),
        }
      case 'list':
        return {
          ...base,
          method: 'POST',
          body: ListQuery,
          handler: (req) => this.list(req as ApiRequest<Row>),
        }
      case 'page':
        return {
          ...base,
          method: 'POST',
          body: PageQuery,
          handler: (req) => this.page(req as ApiRequest<Row>),
        }
    }
  }

  private readRows(rows: Row[]) {
    return rows.map((r) => readRow(this.entity, r))
  }

  private async decorate(rows: Row[], req: ApiRequest, action: 'page' | 'list' | 'info') {
    return this.hooks.decorate ? this.hooks.decorate(rows, req, action) : rows
  }

  /** `req.body` as PageQuery parsed it */
  async page(req: ApiRequest<Row>): Promise<Page<Row>> {
    const q = req.body as z.output<typeof PageQuery>
    const exporting = q.isExport === true || q.isExport === 'true'
    const { rowsQuery, countQuery, countsJoined } = await this.pageQueries(q, req.admin)
    const [rows, total] = await Promise.all([
      rowsQuery.execute(),
      countsJoined
        ? countQuery.executeTakeFirst().then((c) => Number(c?.total ?? 0))
        : this.total(countQuery),
    ])
    const list = await this.decorate(this.readRows(rows), req, 'page')
    return {
      list,
      pagination: { page: exporting ? 1 : q.page, size: exporting ? list.length : q.size, total },
    }
  }

  /** The two queries of a page, its rows and its total, unexecuted (the query-plan test reads them). */
  async pageQueries(q: z.output<typeof PageQuery>, admin: Admin | undefined) {
    const { where, usesJoin } = await this.query.conditions(q, admin)
    const exporting = q.isExport === true || q.isExport === 'true'
    const offset = (q.page - 1) * q.size
    let rowsQuery: ReturnType<TableQuery['from']>
    if (exporting) {
      const limit =
        q.maxExportLimit && q.maxExportLimit > 0 ? Math.min(q.maxExportLimit, MAX_EXPORT) : MAX_EXPORT
      rowsQuery = this.query
        .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort, this.defaultOrder)
        .limit(limit)
    } else if (offset < DEEP_OFFSET) {
      rowsQuery = this.query
        .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort, this.defaultOrder)
        .limit(q.size)
        .offset(offset)
    } else {
      // a deep page: its ids first, from the narrowest index that serves the order, so the offset
      // skips index entries rather than whole rows with their joins; or by seeking past a known key
      const needsJoin = usesJoin || this.query.sortsByJoined(q.order)
      const pageIds =
        (!needsJoin && (await this.seekPage(where, q, offset))) ||
        this.query
          .orderBy(where(this.query.from(needsJoin)).select('a.id'), q.order, q.sort, this.defaultOrder)
          .limit(q.size)
          .offset(offset)
      rowsQuery = this.query.orderBy(
        this.query.selection(this.query.from()).where('a.id', 'in', pageIds),
        q.order,
        q.sort,
        this.defaultOrder,
      )
    }
    const countQuery = where(this.query.from(usesJoin)).select((eb) => eb.fn.countAll().as('total'))
    return { rowsQuery, countQuery, countsJoined: usesJoin }
  }

  /**
   * The ids of a deep page found by keyset: the sort key of the row just before a page is kept
   * (per filter and order, until the next write to the table), and a later request for that page,
   * or one further on, seeks past it through the order's index instead of walking the offset from
   * the start. Only for an order of the table's own non-null columns in one direction (the ones
   * Resource.indexes serves); undefined otherwise.
   */
  private async seekPage(
    where: (q: ReturnType<TableQuery['from']>) => ReturnType<TableQuery['from']>,
    q: z.output<typeof PageQuery>,
    offset: number,
  ): Promise<number[] | undefined> {
    const pairs = this.query.orderPairs(q.order, q.sort, this.defaultOrder)
    const cols = this.entity.columns as Record<string, { meta: { nullable?: boolean } }>
    const column = (ref: string) => ref.slice(2)
    const dir = pairs[0][1]
    const seekable = pairs.every(
      ([ref, d]) =>
        ref.startsWith('a.') &&
        d === dir &&
        (column(ref) === 'id' || (cols[column(ref)] && !cols[column(ref)].meta.nullable)),
    )
    if (!seekable) return undefined
    const refs = pairs.map(([ref]) => ref)
    const base = where(this.query.from(false))
    const { sql: filterSql, parameters } = base.select('a.id').compile()
    const version = String(
      (
        await this.ctx.db
          .selectFrom('core_write_version')
          .select('version')
          .where('table', '=', this.table)
          .executeTakeFirst()
      )?.version,
    )
    const cacheKey = `${filterSql}\n${JSON.stringify(parameters)}\n${refs.join(',')} ${dir}`
    let keys = this.seekKeys.get(cacheKey)
    if (keys?.version !== version) {
      if (this.seekKeys.size >= COUNT_CACHE_MAX) this.seekKeys.clear()
      keys = { version, before: new Map() }
      this.seekKeys.set(cacheKey, keys)
    }
    // the nearest known key at or before the row just before this page
    let from = 0
    for (const at of keys.before.keys()) if (at <= offset && at > from) from = at
    const after = keys.before.get(from)
    let seek = base.select(refs.map((r) => `${r} as k${refs.indexOf(r)}`))
    if (after)
      seek = seek.where(
        sql<SqlBool>`(${sql.join(refs.map((r) => sql.ref(r)))}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${sql.join(after)})`,
      )
    for (const [ref, d] of pairs) seek = seek.orderBy(ref, d)
    // one row more in front: the key just before this page, kept for the next request
    const skip = offset - from
    const rows = (await seek
      .limit(q.size + (skip > 0 ? 1 : 0))
      .offset(Math.max(skip - 1, 0))
      .execute()) as Record<string, unknown>[]
    const key = (row: Record<string, unknown>) => refs.map((_, i) => row[`k${i}`])
    const page = skip > 0 ? rows.slice(1) : rows
    if (skip > 0 && rows.length) keys.before.set(offset, key(rows[0]))
    if (page.length === q.size) keys.before.set(offset + q.size, key(page[page.length - 1]))
    const idAt = refs.indexOf('a.id')
    return page.length ? page.map((r) => Number(r[`k${idAt}`])) : undefined
  }

  /**
   * A page's total, from a cache per filter that every write to the table invalidates: a figure
   * is reused only while the table's write version (Schema.ensureWriteVersion), which triggers
   * raise in every writing transaction, is the one it was counted at.
   */
  private async total(countQuery: ReturnType<TableQuery['from']>): Promise<number> {
    const { sql, parameters } = countQuery.compile()
    const key = `${sql}\n${JSON.stringify(parameters)}`
    const written = await this.ctx.db
      .selectFrom('core_write_version')
      .select('version')
      .where('table', '=', this.table)
      .executeTakeFirst()
    const version = String(written?.version)
    const cached = this.counts.get(key)
    if (written && cached?.version === version) return cached.total
    const count = await countQuery.executeTakeFirst()
    const total = Number(count?.total ?? 0)
    if (written) {
      if (this.counts.size >= COUNT_CACHE_MAX) this.counts.clear()
      this.counts.set(key, { version, total })
    }
    return total
  }

  /** `req.body` as ListQuery parsed it */
  async list(req: ApiRequest<Row>): Promise<Row[]> {
    const q = req.body as z.output<typeof ListQuery>
    const { where } = await this.query.conditions(q, req.admin)
    const rows = await this.query
      .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort, this.defaultOrder)
      .execute()
    return this.decorate(this.readRows(rows), req, 'list')
  }

  async info(id: number, req: ApiRequest): Promise<Row | undefined> {
    const row = await this.query
      .selection(this.query.from())
      .where((eb) => this.inScope(eb, req.admin, [id]))
      .executeTakeFirst()
    if (!row) return undefined
    const [out] = await this.decorate(this.readRows([row]), req, 'info')
    return out
  }

  private get defaultOrder(): [string, 'asc' | 'desc'][] {
    return (this.options.defaultOrder ?? [['createTime', 'desc']]).map(([c, d]) => [
      this.query.sortable.get(c) ?? c,
      d,
    ])
  }

  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  private inScope(eb: any, admin: Admin | undefined, ids: number[]) {
    const scoped = scopeCondition(this.scope, admin)
    return scoped ? eb.and([eb('a.id', 'in', ids), scoped(eb)]) : eb('a.id', 'in', ids)
  }

  /**
   * Raw rows (secrets included) of these ids, refusing the lot if any existing one is outside the
   * caller's scope. Missing ids are simply absent from the result.
   */
  async rowsForChange(trx: Db, ids: number[], admin: Admin | undefined): Promise<Row[]> {
    if (ids.length === 0) return []
    const rows = (await trx.selectFrom(this.table).selectAll().where('id', 'in', ids).execute()) as Row[]
    if (rows.length === 0) return rows
    const visible = await trx
      .selectFrom(`${this.table} as a`)
      .select('a.id')
      .where((eb) =>
        this.inScope(
          eb,
          admin,
          rows.map((r) => r.id as number),
        ),
      )
      .execute()
    if (visible.length !== rows.length) throw fail('outOfScope')
    return rows
  }

  /** Refuses a written row that the writer could not see: one cannot create or move data out of reach. */
  async assertWritable(trx: Db, ids: number[], admin: Admin | undefined) {
    if (!scopeCondition(this.scope, admin)) return
    const rows = await trx
      .selectFrom(`${this.table} as a`)
      .select('a.id')
      .where((eb) => this.inScope(eb, admin, ids))
      .execute()
    if (rows.length !== new Set(ids).size) throw fail('outOfScope')
  }

  /** Column values of a checked body, in their stored form: only real, client-writable columns. */
  private columnValues(body: Row): Row {
    const out: Row = {}
    const cols = this.entity.columns as Record<string, { meta: ColumnMeta }>
    for (const k in body)
      if (cols[k] && !cols[k].meta.serverOnly && body[k] !== undefined)
        out[k] = writeColumn(this.ctx.dialect, cols[k].meta, body[k])
    return out
  }

  async add(req: ApiRequest<Row | Row[]>) {
    const items = Array.isArray(req.body) ? req.body : [req.body]
    const ids = await this.transaction(async (trx) => {
      const out: number[] = []
      for (const body of items) {
        const wc: WriteContext = { mode: 'add', req, body }
        let values = this.columnValues(body)
        values = (await this.hooks.beforeWrite?.(trx, values, wc)) ?? values
        if (this.tenant) values.tenantId = req.admin?.tenantId ?? null
        if (this.parentColumn) await this.checkParent(trx, undefined, values[this.parentColumn], req.admin)
        const now = nowIso()
        const row = await trx
          .insertInto(this.table)
          .values({ ...values, createTime: now, updateTime: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        const id = row.id as number
        await this.hooks.afterWrite?.(trx, id, wc)
        out.push(id)
      }
      await this.assertWritable(trx, out, req.admin)
      return out
    })
    await this.hooks.afterCommit?.(req, 'add')
    return { id: Array.isArray(req.body) ? ids : ids[0] }
  }

  async update(req: ApiRequest<Row>) {
    const body = req.body
    const id = Number(body.id)
    if (!id) throw fail('idRequired')
    await this.transaction(async (trx) => {
      const [existing] = await this.rowsForChange(trx, [id], req.admin)
      if (!existing) throw fail('notExist')
      const wc: WriteContext = { mode: 'update', req, body, existing }
      let values = this.columnValues(body)
      values = (await this.hooks.beforeWrite?.(trx, values, wc)) ?? values
      if (this.parentColumn && this.parentColumn in values) {
        await this.checkParent(trx, id, values[this.parentColumn], req.admin)
      }
      await trx
        .updateTable(this.table)
        .set({ ...values, updateTime: nowIso() })
        .where('id', '=', id)
        .execute()
      await this.hooks.afterWrite?.(trx, id, wc)
      await this.assertWritable(trx, [id], req.admin)
    })
    await this.hooks.afterCommit?.(req, 'update')
  }

  async delete(req: ApiRequest<{ ids: number[] }>) {
    await this.transaction(async (trx) => {
      const ids = await this.deletedIds(trx, [...new Set(req.body.ids)])
      const rows = await this.rowsForChange(trx, ids, req.admin)
      if (rows.length === 0) return
      const related = (await this.hooks.cascade?.(trx, rows, req)) ?? []
      await trx
        .deleteFrom(this.table)
        .where(
          'id',
          'in',
          rows.map((r) => r.id as number),
        )
        .execute()
      if (this.options.recycle) return
      await this.ctx.registry.hook('crud.deleted')?.(
        trx,
        this.entity,
        [chunk(this.entity, 'deleted', rows), ...related],
        req,
      )
    })
    await this.hooks.afterCommit?.(req, 'delete')
  }

  /** Runs work in one transaction; unique-constraint failures become a translated 1001. */
  async transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work)
    } catch (e) {
      throw translateUniqueViolation(e, this.entity)
    }
  }
}

export const resource = (ctx: AppContext, options: ResourceOptions) => new Resource(ctx, options)
