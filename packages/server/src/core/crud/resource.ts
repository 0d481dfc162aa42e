import {
  type ColumnMeta,
  isTenantAware,
  type ListQuery,
  type Page,
  type PageQuery,
  permissionOf,
} from '@backroom/contract'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { CompiledShapes } from '../db/compiled.ts'
import type { DynamicDb } from '../db/index.ts'
import type { IndexSpec, KeywordIndexSpec } from '../db/schema/specs.ts'
import { nowIso, writeColumn } from '../db/wire.ts'
import { type ApiRequest, JsonText } from '../http/api.ts'
import { fail } from '../http/errors.ts'
import { KeptAnswers } from './answers.ts'
import { derivedIndexes } from './derived-indexes.ts'
import type { ResourceHandle, ResourceOptions, Row, StoredRow, WriteContext } from './options.ts'
import { isExport, Paging, type Versions } from './paging.ts'
import { TableQuery } from './query.ts'
import { chunk } from './recycle.ts'
import {
  assertScopeDeclared,
  type Caller,
  callerOf,
  ownValues,
  qualify,
  type Scope,
  scopeCondition,
  scopeKey,
} from './scope.ts'
import { checkParent, withDescendants } from './tree.ts'
import { translateUniqueViolation } from './unique.ts'

/**
 * The engine of one declared resource (declare.ts makes its routes from it): reads with its data
 * scope and search, writes with its checks and hooks, deletes with their recycle record. Custom
 * routes of the resource reuse its helpers (scoped reads, scope checks, its transaction).
 */
export class Resource implements ResourceHandle {
  readonly query: TableQuery
  /** the declared scope, with the tenant filter when it applies */
  private readonly scope: Scope
  /** TENANCY=on and the table carries a tenant: rows get the writer's tenant */
  private readonly tenant: boolean
  readonly addBody: z.ZodObject
  readonly updateBody: z.ZodObject
  readonly paging: Paging
  private readonly answers = new KeptAnswers()
  /** the insert statement of each set of columns an add writes (see insert) */
  private readonly inserts: CompiledShapes
  /** the tables a page's rows are read from whatever its body: the resource's, its joins', those `decorate` reads */
  private readonly readTables: string[]

  constructor(
    private readonly ctx: AppContext,
    readonly options: ResourceOptions,
  ) {
    assertScopeDeclared(options.entity.table, options.scope)
    const e = options.entity
    this.tenant = ctx.config.tenancy && isTenantAware(e)
    const owner = options.app && 'owner' in options.app ? options.app.owner : undefined
    this.scope = { ...options.scope, ...(this.tenant ? { tenant: true } : {}), ...(owner ? { owner } : {}) }
    this.query = new TableQuery(
      ctx.db,
      ctx.dialect,
      e,
      this.scope,
      options.joins,
      options.search,
      options.secretSet,
      options.defaultOrder,
    )
    this.addBody = options.addBody ?? (e.add as unknown as z.ZodObject)
    this.updateBody = options.updateBody ?? (e.update as unknown as z.ZodObject)
    this.paging = new Paging(ctx.db, this.query, e)
    this.inserts = new CompiledShapes(ctx.db)
    this.readTables = [
      e.table,
      ...(options.joins ?? []).map((j) => j.table),
      ...(options.hooks?.decorateReads || []),
    ]
  }

  /**
   * The indexes its pages need (derivedIndexes): behind each equality filter, the department of
   * the data scope, the tree's parent column, the keys a keyword on a joined column searches
   * through and each column indexed by value.
   */
  indexes(): IndexSpec[] {
    const { scope, sortable = [] } = this.options
    const own = (column: string) => `a.${column}`
    return derivedIndexes({
      table: this.table,
      order: this.query.defaultOrder,
      filters: [
        ...this.query.eq.map((p) => p.ref),
        ...('department' in scope ? [qualify(scope.department)] : []),
        ...(this.scope.owner ? [qualify(this.scope.owner)] : []),
        ...(this.parentColumn ? [own(this.parentColumn)] : []),
        ...[...this.query.semiJoinKeys(), ...this.query.repeated].map(own),
      ],
      sortable,
    })
  }

  get entity() {
    return this.options.entity
  }
  get table() {
    return this.options.entity.table
  }
  get hooks() {
    return this.options.hooks ?? {}
  }

  get parentColumn() {
    return this.options.tree ? (this.options.tree.parent ?? 'parentId') : undefined
  }

  /**
   * A new parent: existing, inside the caller's scope, not the row itself nor below it. None (the
   * root) in a tree scoped by department: only for a caller whose scope covers every root, or the
   * moved rows would fall out of sight of those who see them through a root.
   */
  async checkParent(trx: DynamicDb, id: number | undefined, parent: unknown, caller: Caller | undefined) {
    const column = this.parentColumn
    if (!column || parent === undefined) return
    if (parent === null) {
      if (!('department' in this.scope) || !scopeCondition(this.scope, caller)) return
      const roots = await trx.selectFrom(this.table).select('id').where(column, 'is', null).execute()
      const ids = roots.map((r) => r.id as number).filter((r) => r !== id)
      if (!(await this.reaches(trx, ids, caller))) throw fail('rootOutOfScope')
      return
    }
    await checkParent(trx, this.table, column, id, parent)
    await this.assertWritable(trx, [Number(parent)], caller)
  }

  /**
   * The rows a delete of `ids` removes: with a `subtree` tree, every row below them too; with a
   * `refuse` tree, refused while one of them has a child that is not deleted with it.
   */
  private async deletedIds(trx: DynamicDb, ids: number[]): Promise<number[]> {
    const tree = this.options.tree
    const column = this.parentColumn
    if (!tree || !column) return ids
    if (tree.onDelete === 'subtree') return withDescendants(trx, this.table, ids, column)
    const child = trx.selectFrom(this.table).select('id').where(column, 'in', ids).where('id', 'not in', ids)
    if (await child.executeTakeFirst()) throw fail('hasChildren')
    return ids
  }

  perm(action: string) {
    return { perm: permissionOf(`${this.options.prefix}/${action}`) }
  }

  /** Rows as they are answered: seeded texts in the caller's language (ResourceOptions.seedTexts), then `decorate`. */
  private async decorate(rows: Row[], req: ApiRequest, action: 'page' | 'list' | 'info') {
    const fields = this.options.seedTexts
    const shown = fields ? rows.map((r) => this.ctx.registry.withSeedTexts(r, fields, req.lang)) : rows
    return this.hooks.decorate ? this.hooks.decorate(shown, req, action) : shown
  }

  /**
   * `req.body` as PageQuery parsed it. The answer is kept (KeptAnswers) under the write versions
   * of every table it is read from, read before it is made, and sent again as it was while none
   * of them is written: the same body, scope and language. Not an export; not for a resource whose
   * `decorate` depends on more than it reads (ResourceHooks.decorateReads). Always the JSON of
   * the page, so that its callers meet one thing.
   */
  async page(req: ApiRequest<Row>): Promise<JsonText> {
    const q = req.body as z.output<typeof PageQuery>
    const key = this.answerKey(q, req)
    const fresh = async () => new JsonText(JSON.stringify(await this.freshPage(q, req)))
    if (key === undefined) return fresh()
    // the page's own queries use the same reading (the tables they read are among these)
    const read = this.paging.version(this.answerTables(q))
    const at = (await read)?.all
    if (at === undefined) return fresh()
    const kept = this.answers.get(key, at)
    if (kept !== undefined) return new JsonText(kept)
    const text = JSON.stringify(await this.freshPage(q, req, () => read))
    this.answers.set(key, at, text)
    return new JsonText(text)
  }

  /** The key a page's answer is kept under; undefined when it is not kept. */
  private answerKey(q: z.output<typeof PageQuery>, req: ApiRequest) {
    if (isExport(q) || this.hooks.decorateReads === false) return undefined
    const scope = scopeKey(this.scope, callerOf(req))
    return scope === undefined ? undefined : `${req.lang}\n${scope}\n${JSON.stringify(q)}`
  }

  /** Every table a page's answer is read from: the query's, the joins' and those `decorate` reads. */
  private answerTables(q: z.output<typeof PageQuery>) {
    return [...new Set([...this.query.dependsOn(q), ...this.readTables])]
  }

  /** The tables whose writes move a version (Schema.ensureWriteVersion): those a page answer reads. */
  versionedTables(): string[] {
    return this.options.api.includes('page') ? this.readTables : []
  }

  private async freshPage(
    q: z.output<typeof PageQuery>,
    req: ApiRequest<Row>,
    versions?: () => Promise<Versions | undefined>,
  ): Promise<Page<Row>> {
    const exporting = isExport(q)
    const { rows, total } = await this.paging.page(q, callerOf(req), versions)
    const list = await this.decorate(this.query.readRows(rows), req, 'page')
    return {
      list,
      pagination: { page: exporting ? 1 : q.page, size: exporting ? list.length : q.size, total },
    }
  }

  /** `req.body` as ListQuery parsed it */
  async list(req: ApiRequest<Row>): Promise<Row[]> {
    const q = req.body as z.output<typeof ListQuery>
    const { where } = await this.query.conditions(q, callerOf(req))
    const rows = await this.query
      .orderBy(this.query.selection(where(this.query.from())), q.order, q.sort)
      .execute()
    return this.decorate(this.query.readRows(rows), req, 'list')
  }

  async info(id: number, req: ApiRequest): Promise<Row | undefined> {
    const row = await this.query
      .selection(this.query.from())
      .where((eb) => this.inScope(eb, callerOf(req), [id]))
      .executeTakeFirst()
    if (!row) return undefined
    const [out] = await this.decorate(this.query.readRows([row]), req, 'info')
    return out
  }

  /** The keyword indexes its declaration asks for (SearchSpec.keywordIndex), over its table's own keyword columns. */
  keywordIndexes(): KeywordIndexSpec {
    const kind = this.options.search?.keywordIndex
    const columns = this.query.keyWordMain.map((ref) => ref.slice(2))
    return { table: this.table, trigram: kind === 'trigram' ? columns : [], short: kind ? columns : [] }
  }

  /** The short-keyword index the resource needs (see TableQuery.gramSpec). */
  gramSpec() {
    return this.query.gramSpec()
  }

  // biome-ignore lint/suspicious/noExplicitAny: dynamic tables
  private inScope(eb: any, caller: Caller | undefined, ids: number[]) {
    const scoped = scopeCondition(this.scope, caller)
    return scoped ? eb.and([eb('a.id', 'in', ids), scoped(eb)]) : eb('a.id', 'in', ids)
  }

  /**
   * Raw rows (secrets included) of these ids, refusing the lot if any existing one is outside the
   * caller's scope. Missing ids are simply absent from the result.
   */
  async rowsForChange(trx: DynamicDb, ids: number[], caller: Caller | undefined): Promise<Row[]> {
    if (ids.length === 0) return []
    const rows = (await trx.selectFrom(this.table).selectAll().where('id', 'in', ids).execute()) as Row[]
    if (
      !(await this.reaches(
        trx,
        rows.map((r) => r.id as number),
        caller,
      ))
    )
      throw fail('outOfScope')
    return rows
  }

  /** Refuses a written row that the writer could not see: one cannot create or move data out of reach. */
  async assertWritable(trx: DynamicDb, ids: number[], caller: Caller | undefined) {
    if (!(await this.reaches(trx, ids, caller))) throw fail('outOfScope')
  }

  /** Whether every one of these rows exists inside the caller's scope. */
  private async reaches(trx: DynamicDb, ids: number[], caller: Caller | undefined) {
    if (ids.length === 0 || !scopeCondition(this.scope, caller)) return true
    const rows = await trx
      .selectFrom(`${this.table} as a`)
      .select('a.id')
      .where((eb) => this.inScope(eb, caller, ids))
      .execute()
    return rows.length === new Set(ids).size
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
        let values = ownValues(this.columnValues(body), this.scope, callerOf(req))
        values = (await this.hooks.beforeWrite?.(trx, values, wc)) ?? values
        if (this.tenant) values.tenantId = req.admin?.tenantId ?? null
        if (this.parentColumn) await this.checkParent(trx, undefined, values[this.parentColumn], req.admin)
        const now = nowIso()
        const id = await this.insert(trx, { ...values, createTime: now, updateTime: now })
        await this.hooks.afterWrite?.(trx, id, wc)
        out.push(id)
      }
      await this.assertWritable(trx, out, callerOf(req))
      return out
    })
    await this.hooks.afterCommit?.(req, 'add')
    return { id: Array.isArray(req.body) ? ids : ids[0] }
  }

  /**
   * Inserts a row, answering its id. Its statement is compiled once per set of columns when every
   * value is a plain one (text, number, boolean, null), so that an add does not build it again.
   */
  private async insert(trx: DynamicDb, row: Row): Promise<number> {
    const columns = Object.keys(row)
    const values = Object.values(row)
    const plain = values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
    const build = () => trx.insertInto(this.table).values(row).returning('id')
    const [inserted] = plain
      ? await this.inserts.rows(columns.join(), values, build, trx)
      : await build().execute()
    return inserted.id as number
  }

  async update(req: ApiRequest<Row>) {
    const body = req.body
    const id = Number(body.id)
    if (!id) throw fail('idRequired')
    await this.transaction(async (trx) => {
      const [existing] = await this.rowsForChange(trx, [id], callerOf(req))
      if (!existing) throw fail('notExist')
      const wc: WriteContext = { mode: 'update', req, body, existing: existing as StoredRow }
      let values = ownValues(this.columnValues(body), this.scope, callerOf(req))
      values = (await this.hooks.beforeWrite?.(trx, values, wc)) ?? values
      const parent = this.parentColumn
      if (parent && parent in values && values[parent] !== existing[parent]) {
        await this.checkParent(trx, id, values[parent], req.admin)
      }
      await trx
        .updateTable(this.table)
        .set({ ...values, updateTime: nowIso() })
        .where('id', '=', id)
        .execute()
      await this.hooks.afterWrite?.(trx, id, wc)
      await this.assertWritable(trx, [id], callerOf(req))
    })
    await this.hooks.afterCommit?.(req, 'update')
  }

  async delete(req: ApiRequest<{ ids: number[] }>) {
    await this.transaction(async (trx) => {
      const ids = await this.deletedIds(trx, [...new Set(req.body.ids)])
      const rows = await this.rowsForChange(trx, ids, callerOf(req))
      if (rows.length === 0) return
      const related = (await this.hooks.cascade?.(trx, rows as StoredRow[], req)) ?? []
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
  async transaction<T>(work: (trx: DynamicDb) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work)
    } catch (e) {
      throw translateUniqueViolation(e, this.entity)
    }
  }
}
