import type { ColumnMeta, Entity } from '@backroom/contract'
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { z } from 'zod'
import type { Admin } from '../auth/access.ts'
import { markedRead } from '../db/change-mark.ts'
import type { DynamicDb } from '../db/index.ts'
import { columnGrams, type GramSpec, type IndexColumn, valuesTable } from '../db/schema/specs.ts'
import { writeVersions } from '../db/schema/write-versions.ts'
import { type Dialect, likePattern, readValue, storedTime, writeColumn } from '../db/wire.ts'
import { fail, InvalidInput } from '../http/errors.ts'
import type { FieldRef, Join, SearchSpec } from './controller.ts'
import { type AnyEb, qualify, type Scope, scopeCondition } from './scope.ts'

type Columns = Record<string, { meta: ColumnMeta; schema: z.ZodType }>
// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnySelect = SelectQueryBuilder<any, any, any>

interface Param {
  ref: string
  param: string
  /** the column's own input schema: a filter value must be a value the column could hold */
  schema?: z.ZodType
  meta?: ColumnMeta
}

const toParam = (f: FieldRef): Param =>
  typeof f === 'string'
    ? { ref: qualify(f), param: f.split('.').pop()! }
    : { ref: qualify(f.column), param: f.param }

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** A request's keyword, trimmed; undefined when it has none. */
const keyWordOf = (query: Record<string, unknown>) =>
  isEmpty(query.keyWord) ? undefined : String(query.keyWord).trim() || undefined

/** On SQLite, the one column a read's values come in (see TableQuery.selection) */
const PACKED = 'row'

/** A value a read returns: its name, what it is read from, and how it is made wire-ready. */
interface Output {
  name: string
  source: RawBuilder<unknown>
  read: (value: unknown) => unknown
}

const asRead = (value: unknown) => value

/**
 * Everything needed to query one resource's table: its columns, joins, search block, sortable
 * columns and data scope, checked once when the resource is declared.
 */
export class TableQuery {
  /** what `selection` returns, in order */
  private readonly outputs: Output[]
  readonly keyWordMain: string[]
  readonly keyWordJoined: string[]
  /** the main table's keyword columns indexed by distinct value (SearchSpec.repeated) */
  readonly repeated: string[]
  /** whether some keyword columns of the main table are posted row by row */
  private readonly posts: boolean
  readonly eq: Param[]
  readonly like: Param[]
  readonly range: Param[]
  readonly sortable = new Map<string, string>()
  /** the order of a page whose client names none, as column sources */
  readonly defaultOrder: OrderPair[]
  /** the order key each posting carries (see gramOrder) */
  private readonly gramKeys: string[]
  /** the table's own equality-filter columns, which postings carry (see GramSpec.carry) */
  private readonly carried: string[]
  private sideTables?: Promise<{ fts?: string; short?: string }>
  /** whether the short-keyword index covers the keyword columns (see gramSpec) */
  private indexed?: boolean
  /** join keys a keyword on a joined column matched, with the joined table's write version */
  private readonly joinedKeyCache = new Map<string, { version: string; keys: unknown[] | undefined }>()
  /** the write version of each joined table a keyword searches */
  private readonly joinedVersions = new Map<string, () => Promise<string | undefined>>()
  /** how many keys joinedKeyCache holds in all */
  private keptKeys = 0
  /** `table.column` of the joined keyword columns with postings of their own (GramSpec.joined) */
  private joinedPosted?: Set<string>

  constructor(
    private readonly db: DynamicDb,
    readonly dialect: Dialect,
    readonly entity: Entity,
    readonly scope: Scope,
    readonly joins: Join[] = [],
    search: SearchSpec = {},
    secretSet: Record<string, string> = {},
    defaultOrder: OrderPair[] = [['createTime', 'desc']],
  ) {
    const cols = entity.columns as Columns
    for (const c of Object.values(secretSet))
      if (!cols[c]?.meta.secret) throw new Error(`${entity.table}: secretSet names ${c}, not a secret column`)
    const columns = Object.keys(cols).filter((k) => !cols[k].meta.secret)
    const wire = (meta: ColumnMeta | undefined) => (meta ? (v: unknown) => readValue(meta, v) : asRead)
    this.outputs = [
      ...columns.map((c) => ({ name: c, source: sql.ref(`a.${c}`), read: wire(cols[c].meta) })),
      ...joins.flatMap((j) =>
        Object.entries(j.select).map(([as, source]) => ({ name: as, source: sql.ref(source), read: asRead })),
      ),
      ...Object.entries(secretSet).map(([as, column]) => ({
        name: as,
        source: sql`${sql.ref(`a.${column}`)} is not null`,
        read: Boolean,
      })),
    ]
    const names = this.outputs.map((o) => o.name)
    if (new Set(names).size < names.length) throw new Error(`${entity.table}: a read returns a name twice`)
    const known = new Map<string, Partial<Columns[string]>>(columns.map((c) => [`a.${c}`, cols[c]]))
    for (const c of columns) this.sortable.set(c, `a.${c}`)
    for (const j of joins) {
      for (const [as, source] of Object.entries(j.select)) {
        if (!known.has(source)) known.set(source, {})
        this.sortable.set(as, source)
      }
      for (const [c, column] of Object.entries((j.entity?.columns ?? {}) as Columns))
        known.set(`${j.alias}.${c}`, column)
    }
    const check = (p: Param): Param => {
      const column = known.get(p.ref)
      if (!column) throw new Error(`${entity.table}: search column ${p.ref} is not a known column`)
      return { ...p, schema: column.schema, meta: column.meta }
    }
    const keyWord = (search.keyWord ?? []).map((s) => check({ ref: qualify(s), param: s }).ref)
    this.keyWordMain = keyWord.filter((r) => r.startsWith('a.'))
    this.keyWordJoined = keyWord.filter((r) => !r.startsWith('a.'))
    this.repeated = search.repeated ?? []
    for (const c of this.repeated)
      if (!this.keyWordMain.includes(`a.${c}`))
        throw new Error(`${entity.table}: repeated column ${c} is not a keyword column of the table`)
    this.posts = this.keyWordMain.length > this.repeated.length
    this.eq = (search.eq ?? []).map(toParam).map(check)
    this.like = (search.like ?? []).map(toParam).map(check)
    this.range = (search.range ?? []).map(toParam).map(check)
    this.carried = [
      ...new Set(
        this.eq.filter((p) => p.ref.startsWith('a.') && p.ref !== 'a.id').map((p) => p.ref.slice(2)),
      ),
    ]
    for (const p of this.range)
      if (!RANGE_KINDS.includes(p.meta?.kind as string))
        throw new Error(`${entity.table}: range column ${p.ref} is not an int, decimal or datetime column`)
    this.defaultOrder = defaultOrder.map(([c, d]) => [this.sortable.get(c) ?? c, d])
    this.gramKeys = this.gramOrder().map((c) => c.column)
  }

  /**
   * The SQLite side tables that mirror the keyword columns, when the migrations made them: an FTS5
   * trigram table (keywords of three characters or more) and a narrow text table (shorter keywords,
   * and every keyword of a table that keeps no trigram index).
   */
  private keywordTables(): Promise<{ fts?: string; short?: string }> {
    if (this.dialect !== 'sqlite' || this.keyWordMain.length === 0) return Promise.resolve({})
    this.sideTables ??= (async () => {
      const { table } = this.entity
      const found = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where name in (${`${table}_fts`}, ${`${table}_kw_ai`})`.execute(
        this.db,
      )
      const covers = (name: string) => {
        const ddl = found.rows.find((r) => r.name === name)?.sql ?? ''
        return this.keyWordMain.every((r) => ddl.includes(`"${r.slice(2)}"`))
      }
      return {
        fts: covers(`${table}_fts`) ? `${table}_fts` : undefined,
        short: covers(`${table}_kw_ai`) ? `${table}_kw` : undefined,
      }
    })()
    return this.sideTables
  }

  /**
   * The condition on the main table's keyword columns, from an index when one serves the keyword:
   * the short-keyword index (both dialects) or a SQLite side table. Few matches become a list of
   * ids (the planner then fetches them by id and sorts a handful of rows); many become a probe per
   * row, so that the page walks its order's index and stops at a page's worth; a repeated column
   * is probed against its values' grams (`sources`: where the gram is found at all). Undefined when
   * none serves this keyword (PostgreSQL: pg_trgm serves LIKE). `listed`: the condition names the
   * ids found, so that a row added since is not in it.
   */
  private async keywordMatches(
    keyWord: string,
    { posted: anyPosted, valued }: GramSources,
  ): Promise<{ condition?: (eb: AnyEb) => Expression<SqlBool>; listed: boolean }> {
    const gram = this.gramOf(keyWord)
    if (gram !== undefined) {
      const byValue = (eb: AnyEb) => valued.map((c) => this.valueHas(eb, c, gram))
      if (!anyPosted)
        return {
          condition: (eb) => (valued.length ? eb.or(byValue(eb)) : sql<SqlBool>`1 = 0`),
          listed: false,
        }
      const postings = this.postings(gram)
      const many = await postings.limit(1).offset(ID_LIST_MAX).executeTakeFirst()
      const posted: (eb: AnyEb) => Expression<SqlBool> = many
        ? (eb) => this.posted(eb, gram)
        : idList((await postings.execute()).map((r) => r.id))
      return {
        condition: valued.length ? (eb) => eb.or([posted(eb), ...byValue(eb)]) : posted,
        listed: !many,
      }
    }
    const side = await this.keywordTables()
    // biome-ignore lint/suspicious/noExplicitAny: side tables are not in any typed schema
    let ids: SelectQueryBuilder<any, any, { id: number }> | undefined
    if ([...keyWord].length >= 3 && side.fts) {
      const phrase = `"${keyWord.replaceAll('"', '""')}"`
      ids = this.db
        .selectFrom(side.fts)
        .select(sql<number>`rowid`.as('id'))
        .where(sql<SqlBool>`${sql.table(side.fts)} match ${phrase}`)
    } else if (side.short) {
      ids = this.db
        .selectFrom(side.short)
        .select('id')
        .where(sql<SqlBool>`"text" like ${likePattern(keyWord)} escape '\\'`)
    }
    if (!ids) return { listed: false }
    const found = await ids.limit(ID_LIST_MAX + 1).execute()
    if (found.length <= ID_LIST_MAX) return { condition: idList(found.map((r) => r.id)), listed: true }
    const many = ids
    return { condition: (eb) => eb(this.probedId(eb), 'in', many), listed: false }
  }

  /**
   * The keyword columns the short-keyword index covers (Schema.ensureGrams): those of bounded
   * length, with the default order its postings carry. Undefined unless it covers all of them,
   * for a table of large free text.
   */
  gramSpec(): GramSpec | undefined {
    const cols = this.entity.columns as Columns
    const metas = this.keyWordMain.map((r) => cols[r.slice(2)].meta)
    if (!metas.length || metas.some((m) => m.kind !== 'string')) return undefined
    const columns = this.keyWordMain.map((r) => r.slice(2)).filter((c) => !this.repeated.includes(c))
    const order = this.gramOrder()
    const heads = this.semiJoinKeys().filter((c) => c !== 'id')
    const [[, direction]] = this.defaultOrder
    return {
      table: this.entity.table,
      columns,
      repeated: this.repeated,
      maxLength: Math.max(...metas.map((m) => m.length ?? 0)),
      order,
      carry: this.carried.filter((c) => !order.some((o) => o.column === c)),
      // an order of one column, `id` after it the same way (orderPairs)
      heads:
        heads.length && order.length === 1 && this.defaultOrder.length === 1
          ? { keys: heads, column: order[0].column, descending: direction === 'desc' }
          : undefined,
      joined: this.joinedGramColumns(),
    }
  }

  /**
   * The joined text columns a keyword searches through a join on a main-table key, of bounded
   * length: each gets postings of its own (GramSpec.joined), read by joinedMatch.
   */
  private joinedGramColumns() {
    return this.keyWordJoined.flatMap((ref) => {
      const j = this.semiJoin(ref)
      const column = ref.slice(ref.indexOf('.') + 1)
      const meta = (j?.entity?.columns as Columns | undefined)?.[column]?.meta
      return j && meta?.kind === 'string' && meta.length
        ? [{ table: j.table, column, maxLength: meta.length }]
        : []
    })
  }

  /**
   * The default order as postings can carry it, `id` left implied: the table's own non-null
   * columns, directions relative to the first; empty (postings in id order) otherwise.
   */
  private gramOrder(): IndexColumn[] {
    const cols = this.entity.columns as Columns
    const own = this.defaultOrder.filter(([ref]) => ref !== 'a.id')
    const carried = own.every(([ref]) => {
      const c = cols[ref.slice(2)]
      return ref.startsWith('a.') && c && !c.meta.nullable
    })
    return carried ? own.map(([ref, dir]) => ({ column: ref.slice(2), desc: dir !== own[0][1] })) : []
  }

  /**
   * A page of the rows that a keyword alone matches, in the default order, straight from the
   * postings (which carry that order) and, for joined keyword columns, from the rows of the
   * matching joined keys: a page's worth read from each, however rare or common the keyword.
   * Postings alone are joined to their rows in their own order (no sort). Undefined when the
   * requested order is not the one the postings carry.
   */
  keywordPage(match: KeywordMatch, pairs: OrderPair[], limit: number, offset: number) {
    if (!this.postingsOrder(pairs)) return undefined
    const keys = this.gramKeys
    const ordered = <Q extends AnySelect>(q: Q, alias?: string) => inOrder(q, pairs, alias)
    const postings = (q: AnySelect) => filtered(q.where('g.gram', '=', match.gram), 'g', match.filters)
    const joined = match.joined.filter((m) => !m.none)
    if (!joined.length) {
      let through: AnySelect = this.db
        .selectFrom(`${this.entity.table}_gram as g`)
        .innerJoin(`${this.entity.table} as a`, 'a.id', 'g.id')
      for (const j of this.joins) through = through.leftJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1])
      return ordered(this.selection(postings(through)), 'g')
        .limit(limit)
        .offset(offset)
    }
    const posted = postings(
      this.db.selectFrom(`${this.entity.table}_gram as g`).select(['g.id', ...keys.map((k) => `g.${k}`)]),
    )
    const reach = offset + limit
    let all: AnySelect = this.db.selectFrom(ordered(posted, 'g').limit(reach).as('p')).selectAll()
    for (const m of joined) {
      const rows = filtered(
        this.db
          .selectFrom(`${this.entity.table} as a`)
          .select(['a.id', ...keys.map((k) => `a.${k}`)])
          .where((eb) => m.condition(eb, false)),
        'a',
        match.filters,
      )
      all = all.union(this.db.selectFrom(ordered(rows, 'a').limit(reach).as('j')).selectAll())
    }
    const ids = this.db.selectFrom(ordered(all).limit(limit).offset(offset).as('c')).select('c.id')
    return ordered(this.selection(this.from()).where('a.id', 'in', ids), 'a')
  }

  /**
   * The ids of a page of the rows a keyword matches when a repeated column's values have it (see
   * ValuedMatch), in the default order: the first `reach` rows of each such value (through the
   * index on the column and the order) and of the postings, then the rows of the matching joined
   * keys that come before the last of those, through the index on the join's key and only for the
   * keys whose kept first row (Schema.ensureHeads) comes before it. A walk of the whole order would
   * pass every row no source has, which may be all the recent ones. Undefined when the order is
   * not the default one, the order has more than one column besides the id, a joined key keeps no
   * heads, or the keyword's values are too many to read one by one (a walk then meets them soon).
   */
  async valuedPage(match: ValuedMatch, pairs: OrderPair[], reach: number) {
    const keys = this.gramKeys
    if (!this.postingsOrder(pairs) || keys.length !== 1 || pairs.some(([, d]) => d !== pairs[0][1]))
      return undefined
    const [k] = keys
    const dir = pairs[0][1]
    const values = await Promise.all(
      match.valued.map(async (column) => {
        const rows = await this.db
          .selectFrom(`${valuesTable(this.entity.table)} as w`)
          .select('w.val')
          .where('w.col', '=', column)
          .where('w.n', '>', 0)
          .where('w.val', 'in', this.valueGrams(match.gram, column))
          .limit(VALUES_READ_MAX + 1)
          .execute()
        return rows.map((r) => ({ column, value: r.val as unknown }))
      }),
    )
    const each = values.flat()
    if (each.length > VALUES_READ_MAX) return undefined
    const cols = this.entity.columns as Columns
    // the order key as text that sorts as it does and binds back exactly (PostgreSQL's timestamps
    // carry microseconds, which a Date would lose)
    const keyOut =
      this.dialect === 'postgres' && cols[k]?.meta.kind === 'datetime'
        ? sql<string>`to_char(${sql.ref(`a.${k}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
        : sql<unknown>`${sql.ref(`a.${k}`)}`
    const first = (q: AnySelect, alias = 'a') => inOrder(q, pairs, alias).limit(reach)
    const table = `${this.entity.table} as a`
    const parts: AnySelect[] = each.map(({ column, value }) =>
      first(
        this.db
          .selectFrom(table)
          .select(['a.id', keyOut.as('k')])
          .where(`a.${column}`, '=', value),
      ),
    )
    if (match.posted)
      parts.push(
        first(
          this.db
            .selectFrom(`${this.entity.table}_gram as g`)
            .innerJoin(table, 'a.id', 'g.id')
            .select(['a.id', keyOut.as('k')])
            .where('g.gram', '=', match.gram),
          'g',
        ),
      )
    const union = (qs: AnySelect[]) =>
      qs.map((q, i) => this.db.selectFrom(q.as(`s${i}`)).selectAll()).reduce((all, q) => all.unionAll(q))
    const byValue = parts.length
      ? this.db
          .selectFrom(union(parts).as('c'))
          .selectAll()
          .orderBy('c.k', dir)
          .orderBy('c.id', dir)
          .limit(reach)
          .compile()
      : undefined
    const joined = match.joined
    const heads = this.gramSpec()?.heads
    if (joined.length && !heads) return undefined
    const before = (eb: AnyEb, ref: (c: string) => string, bound: { k: unknown; id: unknown }) =>
      sql<SqlBool>`(${eb.ref(ref(k))}, ${eb.ref(ref('id'))}) ${sql.raw(dir === 'desc' ? '>' : '<')} (${bound.k}, ${bound.id})`
    const inMain = (c: string) => `a.${c}`
    type Key = { id: number; k: unknown }
    const cmp = (a: Key, b: Key) => {
      const c = a.k === b.k ? a.id - b.id : (a.k as string) < (b.k as string) ? -1 : 1
      return dir === 'desc' ? -c : c
    }
    const listed = joined.reduce((n, m) => n + (m.keys?.length ?? 0), 0)
    const keyOf = (m: JoinedMatch) => m.join!.on[0].slice(2)
    /** each joined match's keys that have a row before the bound: those whose head does (few read) */
    const narrowed = async (bound: Key) => {
      const found = await this.db
        .selectFrom(`${this.entity.table}_head as h`)
        .select(['h.col', 'h.val'])
        .where('h.col', 'in', [...new Set(joined.map(keyOf))])
        .where((eb) => before(eb, (c) => (c === 'id' ? 'h.id' : 'h.k'), bound))
        .limit(listed + HEADS_READ_MORE)
        .execute()
      if (found.length >= listed + HEADS_READ_MORE) return undefined
      const active = new Set(found.map((h) => `${h.col}\n${h.val}`))
      return joined.map((m) => m.keys!.filter((key) => active.has(`${keyOf(m)}\n${key}`)))
    }
    return async (offset: number, limit: number): Promise<number[]> => {
      const found = byValue ? ((await this.db.executeQuery(byValue)).rows as Key[]) : []
      let more: Key[] = []
      if (joined.length) {
        const bound = found.length >= reach ? found[found.length - 1] : undefined
        // only the rows before the bound can make the page: through the keys with such rows when
        // the heads name few, else through every matching key
        const keys = bound && (await narrowed(bound))
        if (!keys?.every((list) => !list.length)) {
          let rows = this.db.selectFrom(table).select(['a.id', keyOut.as('k')])
          if (bound) rows = rows.where((eb) => before(eb, inMain, bound))
          more = (await rows
            .where((eb) =>
              eb.or(
                joined.map((m, i) =>
                  keys
                    ? eb(`a.${keyOf(m)}`, 'in', keys[i].length ? keys[i] : [null])
                    : m.condition(eb, false),
                ),
              ),
            )
            // sorted, not walked: the keys' index finds their rows
            .orderBy((eb) => this.probedRef(eb, `a.${k}`), dir)
            .orderBy((eb) => this.probedRef(eb, 'a.id'), dir)
            .limit(reach)
            .execute()) as Key[]
        }
      }
      const seen = new Set<number>()
      return [...found, ...more]
        .sort(cmp)
        .filter((r) => !seen.has(r.id) && seen.add(r.id))
        .slice(offset, offset + limit)
        .map((r) => Number(r.id))
    }
  }

  /** Whether a page in this order comes out of the postings: the default order, which they carry. */
  postingsOrder(pairs: OrderPair[]): boolean {
    const expected = this.orderPairs(undefined, undefined)
    const same =
      pairs.length === expected.length &&
      pairs.every(([r, d], i) => r === expected[i][0] && d === expected[i][1])
    return same && this.gramKeys.length === expected.length - 1
  }

  /**
   * The short-keyword index's key for a keyword of one non-ASCII or two characters (ASCII letters
   * folded to lower case), when the index covers every keyword column.
   */
  private gramOf(keyWord: string): string | undefined {
    this.indexed ??= this.gramSpec() !== undefined
    return this.indexed ? gramKey(keyWord) : undefined
  }

  /**
   * The ids a gram's postings list, as `g.id`: in the table's short-keyword index, or in other
   * postings (a joined column's own, GramSpec.joined).
   */
  private postings(gram: string, from = `${this.entity.table}_gram`) {
    return this.db.selectFrom(`${from} as g`).select('g.id as id').where('g.gram', '=', gram)
  }

  /** Whether row `a`'s value of a repeated column has this gram (one seek of its value's grams). */
  private valueHas(eb: AnyEb, column: string, gram: string): Expression<SqlBool> {
    return eb.exists(this.valueGrams(gram, column).whereRef('v.val', '=', `a.${column}`))
  }

  /** The values of a repeated column that have this gram, as `v.val`. */
  private valueGrams(gram: string, column: string) {
    return this.db
      .selectFrom(`${this.entity.table}_vgram as v`)
      .select('v.val')
      .where('v.gram', '=', gram)
      .where('v.col', '=', column)
  }

  /**
   * Where a gram is found: whether any posting has it, and the repeated columns with a value that
   * has it (a keyword no such value has is the postings' alone). One seek per index.
   */
  private async gramSources(gram: string): Promise<GramSources> {
    const found = await this.db
      .selectNoFrom((eb) => [
        ...this.repeated.map((c, i) => eb.exists(this.valueGrams(gram, c)).as(`c${i}`)),
        sql<SqlBool>`${this.posts ? eb.exists(this.postings(gram)) : sql`1 = 0`}`.as('posted'),
      ])
      .executeTakeFirstOrThrow()
    return {
      posted: Boolean(found.posted),
      valued: this.repeated.filter((_, i) => Boolean(found[`c${i}`])),
    }
  }

  /**
   * The number of rows a keyword matches through one repeated column, summed from the counts of
   * its values that have the gram (none: 0), plus the rows only a joined column matches (found
   * through the join's key, probed against the column's values).
   */
  private valueCount(gram: string, column: string | undefined, joined: JoinedMatch[]) {
    const summed = this.db
      .selectFrom(`${valuesTable(this.entity.table)} as w`)
      .select(sql<number>`coalesce(sum(w.n), 0)`.as('total'))
      .where('w.col', '=', column ?? '')
      .where('w.val', 'in', this.valueGrams(gram, column ?? ''))
    if (!joined.length) return summed
    const onlyJoined = this.db
      .selectFrom(`${this.entity.table} as a`)
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) =>
        eb.and([
          eb.or(joined.map((m) => m.condition(eb, false))),
          ...(column ? [eb.not(this.valueHas(eb, column, gram))] : []),
        ]),
      )
    return this.db.selectNoFrom(sql<number>`(${summed}) + (${onlyJoined})`.as('total'))
  }

  /**
   * Whether the main table's row `a` has a posting of this gram: one seek of the postings' key
   * (the gram, the row's order key, its id).
   */
  private posted(eb: AnyEb, gram: string): Expression<SqlBool> {
    let q = this.postings(gram)
    for (const k of [...this.gramKeys, 'id']) q = q.whereRef(`g.${k}`, '=', `a.${k}`)
    return eb.exists(q)
  }

  /**
   * `a.id` for a test against many keyword matches. On SQLite, `+a.id`: the planner then walks the
   * index of the page's order and probes each row against the matches, stopping at a page's worth,
   * instead of fetching every match by id and sorting them all.
   */
  private probedId(eb: AnyEb): Expression<number> {
    return this.probedRef(eb, 'a.id') as Expression<number>
  }

  /** A column no index serves on SQLite (`+col`), to steer its planner; the column elsewhere. */
  private probedRef(eb: AnyEb, ref: string): Expression<unknown> {
    return this.dialect === 'sqlite' ? sql`+${eb.ref(ref)}` : eb.ref(ref)
  }

  /** The main table's columns a keyword on a joined column searches through (see joinedMatch). */
  semiJoinKeys(): string[] {
    return this.keyWordJoined.flatMap((ref) => this.semiJoin(ref)?.on[0].slice(2) ?? [])
  }

  /** The join a joined keyword column comes through, when it joins on a column of the main table. */
  private semiJoin(ref: string): Join | undefined {
    const j = this.joins.find((x) => ref.startsWith(`${x.alias}.`))
    return j?.on[0].startsWith('a.') && j.on[1].startsWith(`${j.alias}.`) ? j : undefined
  }

  /**
   * A keyword on a joined column as a semi-join on the join's key: the joined table is searched on
   * its own (through its short-keyword index when that covers the column), and the main table is
   * neither joined nor read row by row for it (on SQLite `+` keeps the page walking its order's
   * index, as probedId explains).
   */
  private async joinedMatch(ref: string, keyWord: string): Promise<JoinedMatch> {
    const j = this.semiJoin(ref)
    if (!j) return { condition: (eb: AnyEb) => this.like_(eb, ref, keyWord) } as JoinedMatch
    const gram = gramKey(keyWord)
    const column = ref.slice(j.alias.length + 1)
    this.joinedPosted ??= new Set((this.gramSpec()?.joined ?? []).map((c) => `${c.table}.${c.column}`))
    const indexed = gram !== undefined && this.joinedPosted.has(`${j.table}.${column}`)
    const found = this.db
      .selectFrom(`${j.table} as ${j.alias}`)
      .select(j.on[1])
      .where((inner) => {
        const like = this.like_(inner, ref, keyWord)
        if (!indexed) return like
        const posted = this.postings(gram!, columnGrams(j.table, column))
        return inner.and([inner(`${j.alias}.id`, 'in', posted), like])
      })
    const keys = await this.joinedKeys(j.table, `${ref}\n${keyWord}`, found)
    return {
      join: j,
      none: keys?.length === 0,
      keys,
      condition: (eb: AnyEb, probe = true) => {
        const key = probe ? this.probedRef(eb, j.on[0]) : eb.ref(j.on[0])
        if (!keys) return eb(key, 'in', found)
        if (keys.length <= ID_LIST_MAX) return eb(key, 'in', keys.length ? keys : [null])
        // many keys: one bound JSON list rather than thousands of parameters
        const list = JSON.stringify(keys)
        return this.dialect === 'sqlite'
          ? sql<SqlBool>`${key} in (select "value" from json_each(${list}))`
          : sql<SqlBool>`${key} in (select jsonb_array_elements(cast(${list} as jsonb))::text::bigint)`
      },
    } as JoinedMatch
  }

  /**
   * The join keys a keyword matches in a joined table, kept while that table's write version
   * (Schema.ensureWriteVersion) stays: undefined when there are too many to keep.
   */
  private async joinedKeys(
    table: string,
    cacheKey: string,
    found: AnySelect,
  ): Promise<unknown[] | undefined> {
    const version = await this.joinedVersion(table)
    const kept = this.joinedKeyCache.get(cacheKey)
    if (version !== undefined && kept?.version === version) return kept.keys
    const rows = await found.limit(JOINED_KEYS_MAX + 1).execute()
    const keys = rows.length > JOINED_KEYS_MAX ? undefined : rows.map((r) => Object.values(r)[0])
    if (version !== undefined) {
      this.keptKeys += keys?.length ?? 0
      if (this.joinedKeyCache.size >= JOINED_KEYS_KEPT || this.keptKeys > KEPT_KEYS_MAX) {
        this.joinedKeyCache.clear()
        this.keptKeys = keys?.length ?? 0
      }
      this.joinedKeyCache.set(cacheKey, { version, keys })
    }
    return keys
  }

  /** A joined table's write version; undefined when it keeps none. */
  private joinedVersion(table: string) {
    let read = this.joinedVersions.get(table)
    if (!read) {
      read = markedRead(this.db, writeVersions(this.db, [table]).compile(), ([row]) =>
        row ? String(row.version) : undefined,
      )
      this.joinedVersions.set(table, read)
    }
    return read()
  }

  private like_(eb: AnyEb, ref: string, text: string): Expression<SqlBool> {
    const op = this.dialect === 'postgres' ? sql`ilike` : sql`like`
    return sql<SqlBool>`${eb.ref(ref)} ${op} ${likePattern(text)} escape '\\'`
  }

  /**
   * Conditions for the keyword, filters and scope, checked before any query runs; `where` adds
   * them (or no WHERE at all, which keeps an unfiltered count cheap). Also tells whether a joined
   * table is needed, which tables the answer depends on (for caches that a write to any of them
   * must invalidate) and, when the keyword is the only condition and the short-keyword index
   * serves it, a count that reads the index instead of the table. `indexedPage`: a page in the
   * postings' order is asked for, so a keyword they serve needs no other plan for its rows.
   */
  async conditions(query: Record<string, unknown>, admin: Admin | undefined, indexedPage = false) {
    const keyWord = keyWordOf(query)
    const parts: ((eb: AnyEb) => Expression<SqlBool>)[] = []
    const tables = this.dependsOn(query)
    const scoped = scopeCondition(this.scope, admin)
    if (scoped) parts.push(scoped)
    let keywordOnly: KeywordMatch | undefined
    let gram: string | undefined
    let joinedMatches: JoinedMatch[] = []
    let sources: GramSources = { posted: this.posts, valued: [] }
    // equality filters the postings carry: beside a keyword, they leave it served by the postings
    const filters: KeywordMatch['filters'] = []
    let main: ((eb: AnyEb) => Expression<SqlBool>) | undefined
    if (keyWord) {
      const joined = await Promise.all(this.keyWordJoined.map((ref) => this.joinedMatch(ref, keyWord)))
      joinedMatches = joined
      parts.push((eb) =>
        eb.or([
          ...(main ? [main(eb)] : this.keyWordMain.map((ref) => this.like_(eb, ref, keyWord!))),
          ...joined.map((m) => m.condition(eb)),
        ]),
      )
      gram = this.gramOf(keyWord)
      if (gram !== undefined && this.repeated.length) sources = await this.gramSources(gram)
      if (
        gram !== undefined &&
        this.posts &&
        !sources.valued.length &&
        !scoped &&
        joined.every((m) => m.join)
      )
        keywordOnly = { gram, joined, filters }
    }
    for (const p of this.eq) {
      const v = query[p.param]
      if (isEmpty(v)) continue
      const values = filterValues(p, v).map((x) => (p.meta ? writeColumn(this.dialect, p.meta, x) : x))
      parts.push((eb) => (Array.isArray(v) ? eb(p.ref, 'in', values) : eb(p.ref, '=', values[0])))
      if (this.carried.includes(p.ref.slice(2))) filters.push({ column: p.ref.slice(2), values })
    }
    for (const { ref, param } of this.like) {
      const v = query[param]
      if (isEmpty(v)) continue
      if (!isScalar(v)) throw fail('invalid', { detail: param })
      parts.push((eb) => this.like_(eb, ref, String(v)))
    }
    for (const p of this.range) {
      const v = query[p.param]
      if (isEmpty(v)) continue
      const { from, to } = rangeValues(this.dialect, p, v)
      if (from !== undefined) parts.push((eb) => eb(p.ref, '>=', from))
      if (to !== undefined) parts.push((eb) => eb(p.ref, to.exclusive ? '<' : '<=', to.value))
    }
    const usesJoin =
      (!!keyWord && this.keyWordJoined.some((r) => !this.semiJoin(r))) ||
      [...this.eq, ...this.like, ...this.range].some(
        (p) => !p.ref.startsWith('a.') && !isEmpty(query[p.param]),
      )
    const where = (q: AnySelect): AnySelect =>
      parts.length ? q.where((eb) => eb.and(parts.map((p) => p(eb)))) : q
    const served = keywordOnly && parts.length === 1 + filters.length
    // the matches named as ids: a row added since is not among them
    let listed = false
    if (keyWord && served && indexedPage) main = (eb) => this.posted(eb, keywordOnly!.gram)
    else if (keyWord) ({ condition: main, listed } = await this.keywordMatches(keyWord, sources))
    // a keyword no posting has, found through one repeated column: its total sums its values' counts
    const byValue =
      gram !== undefined &&
      parts.length === 1 &&
      !sources.posted &&
      sources.valued.length <= 1 &&
      joinedMatches.every((m) => m.join)
    const valueCount = byValue
      ? this.valueCount(
          gram!,
          sources.valued[0],
          joinedMatches.filter((m) => !m.none),
        )
      : undefined
    // made from the data, but exact while rows are only added to the table: from a list of the
    // values that have the gram (a new value raises `<table>_val`'s version), from postings known to
    // have it, not from a list of ids found (Paging keeps these under Versions.stable)
    const grows = !listed && (!this.posts || gram === undefined || sources.posted)
    // made from the request and the scope alone: no index or table was read to make them
    const pure =
      !keyWord ||
      (!!served && indexedPage && !this.keyWordJoined.length && !(gram !== undefined && this.repeated.length))
    // a keyword some repeated column's values have, alone: its page merges each source's first rows
    const valued =
      gram !== undefined &&
      sources.valued.length > 0 &&
      parts.length === 1 &&
      joinedMatches.every((m) => m.join && m.keys)
        ? {
            gram,
            posted: sources.posted,
            valued: sources.valued,
            joined: joinedMatches.filter((m) => !m.none),
          }
        : undefined
    return {
      where,
      usesJoin,
      tables,
      keyword: served ? keywordOnly : undefined,
      valued,
      valueCount,
      pure,
      grows,
    }
  }

  /**
   * The tables a page's answer depends on: the resource's own and, with a keyword, those its joined
   * keyword columns are searched in on their own (joinedMatch). A write to any of them raises a
   * version that every cache of the page's total or plan is kept under.
   */
  dependsOn(query: Record<string, unknown>): string[] {
    if (!keyWordOf(query)) return [this.entity.table]
    const joined = this.keyWordJoined.flatMap((r) => this.semiJoin(r)?.table ?? [])
    return [this.entity.table, ...(this.repeated.length ? [valuesTable(this.entity.table)] : []), ...joined]
  }

  /**
   * The rows a keyword matches, counted from the short-keyword index: the gram's postings, plus the
   * rows only a joined column matches (found through the join's key, probed against the postings).
   * `after`: only rows of a greater id, found by id in the table and probed against the postings.
   */
  keywordCount({ gram, joined: all, filters }: KeywordMatch, after?: number) {
    const joined = all.filter((m) => !m.none)
    const counted = (alias: 'g' | 'a', condition: (eb: AnyEb) => Expression<SqlBool>) =>
      filtered(
        this.db
          .selectFrom(`${alias === 'g' ? `${this.entity.table}_gram` : this.entity.table} as ${alias}`)
          .select((eb) => eb.fn.countAll().as('total'))
          .where(condition),
        alias,
        filters,
      )
    const since = (eb: AnyEb, rest: Expression<SqlBool>[]) =>
      eb.and(after === undefined ? rest : [eb('a.id', '>', after), ...rest])
    const posted =
      after === undefined
        ? counted('g', (eb) => eb('g.gram', '=', gram))
        : counted('a', (eb) => since(eb, [this.posted(eb, gram)]))
    if (!joined.length) return posted
    const onlyJoined = counted('a', (eb) =>
      since(eb, [eb.or(joined.map((m) => m.condition(eb, false))), eb.not(this.posted(eb, gram))]),
    )
    return this.db.selectNoFrom(sql<number>`(${posted}) + (${onlyJoined})`.as('total'))
  }

  /** The table with its joins, unfiltered. */
  from(withJoins = true): AnySelect {
    let q: AnySelect = this.db.selectFrom(`${this.entity.table} as a`)
    if (withJoins) for (const j of this.joins) q = q.leftJoin(`${j.table} as ${j.alias}`, j.on[0], j.on[1])
    return q
  }

  /**
   * Columns a read returns: the entity's (secrets left out), the joined ones and the secrets' marks;
   * `readRows` makes them wire-ready. On SQLite they come as one JSON array a row: better-sqlite3
   * makes a JavaScript value of each column through V8's API, at several hundred instructions
   * apiece, and JSON.parse makes them for a fraction (a page of 20 users: a quarter fewer
   * instructions). The values are the same: the columns hold text and integers only (no column
   * kind is a float or a blob), and a raw column's text stays a string in the array.
   */
  selection(q: AnySelect): AnySelect {
    if (this.dialect === 'sqlite')
      return q.select(sql`json_array(${sql.join(this.outputs.map((o) => o.source))})`.as(PACKED))
    return q.select(this.outputs.map((o) => o.source.as(o.name)))
  }

  /** Rows of `selection` in their wire form. */
  readRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
    const outputs = this.outputs
    const packed = this.dialect === 'sqlite'
    return rows.map((r) => {
      const values = packed ? (JSON.parse(r[PACKED] as string) as unknown[]) : undefined
      const out: Record<string, unknown> = {}
      for (let i = 0; i < outputs.length; i++) {
        const o = outputs[i]
        out[o.name] = o.read(values ? values[i] : r[o.name])
      }
      return out
    })
  }

  /** Whether the requested order names a joined column. */
  sortsByJoined(order: string[] | undefined): boolean {
    return (order ?? []).some((n) => !(this.sortable.get(n.replace(/^a\./, '')) ?? 'a.').startsWith('a.'))
  }

  /** `order`/`sort` lists checked against the known columns; the default order without them. */
  orderBy(q: AnySelect, order: string[] | undefined, sort: string[] | undefined) {
    for (const [ref, dir] of this.orderPairs(order, sort)) q = q.orderBy(ref, dir)
    return q
  }

  /** The checked order as `[column source, direction]` pairs, ending with `a.id` (the tie-break). */
  orderPairs(order: string[] | undefined, sort: string[] | undefined): OrderPair[] {
    const fallback = this.defaultOrder
    const names = (order ?? []).filter(Boolean)
    const dirs = (sort ?? []).filter(Boolean).map((s) => s.toLowerCase())
    if (names.length && dirs.length && dirs.length !== names.length) throw fail('badSortLength')
    for (const d of dirs) if (d !== 'asc' && d !== 'desc') throw fail('badSortDirection')
    const pairs: [string, 'asc' | 'desc'][] = names.map((n, i) => {
      const ref = this.sortable.get(n.replace(/^a\./, ''))
      if (!ref) throw fail('badSort', { column: n })
      return [ref, (dirs[i] ?? 'desc') as 'asc' | 'desc']
    })
    const out = pairs.length ? pairs : [...fallback]
    if (!pairs.some(([r]) => r === 'a.id')) out.push(['a.id', pairs[0]?.[1] ?? fallback[0]?.[1] ?? 'desc'])
    return out
  }
}

/**
 * A keyword's key in a short-keyword index (Schema.ensureGrams), for one non-ASCII or two
 * characters: ASCII letters folded to lower case.
 */
function gramKey(keyWord: string): string | undefined {
  const chars = [...keyWord]
  if (!(chars.length === 2 || (chars.length === 1 && keyWord.charCodeAt(0) > 127))) return undefined
  return keyWord.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/**
 * A keyword's condition on a joined column; `join` when it is a semi-join on the join's key, whose
 * condition then probes each row unless `probe` is false (an index on the key drives it).
 */
/** A keyword that is a page's only condition, served by the short-keyword index. */
export interface KeywordMatch {
  gram: string
  joined: JoinedMatch[]
  /** equality filters on columns the postings carry (stored values) */
  filters: { column: string; values: unknown[] }[]
}

/**
 * A query in the order of these pairs (the main table's own columns), read from `alias`'s copy of
 * them (postings carry them) or, without one, from the unqualified names a union's rows have.
 */
function inOrder<Q extends AnySelect>(q: Q, pairs: OrderPair[], alias?: string): Q {
  let out = q
  for (const [ref, dir] of pairs)
    out = out.orderBy(alias ? `${alias}.${ref.slice(2)}` : ref.slice(2), dir) as Q
  return out
}

/** A query narrowed by a keyword's carried filters, on the postings (`g`) or the table (`a`). */
function filtered<Q extends AnySelect>(q: Q, alias: 'g' | 'a', filters: KeywordMatch['filters']): Q {
  let out = q
  for (const f of filters) out = out.where(`${alias}.${f.column}`, 'in', f.values) as Q
  return out
}

export type OrderPair = [string, 'asc' | 'desc']

/** Where a gram is found (see TableQuery.gramSources). */
interface GramSources {
  /** in some posting */
  posted: boolean
  /** in a value of these repeated columns */
  valued: string[]
}

interface JoinedMatch {
  join?: Join
  /** a semi-join that matches no joined row: nothing to read */
  none?: boolean
  /** a semi-join's matching keys, when few enough to list */
  keys?: unknown[]
  condition(eb: AnyEb, probe?: boolean): Expression<SqlBool>
}

/** A keyword found in a repeated column's values (see TableQuery.valuedPage). */
export interface ValuedMatch {
  gram: string
  /** whether postings have it too */
  posted: boolean
  /** the repeated columns with a value that has it */
  valued: string[]
  joined: JoinedMatch[]
}

const idList = (ids: number[]) => (eb: AnyEb) => eb('a.id', 'in', ids.length ? ids : [-1])

const JOINED_KEYS_KEPT = 1000
/** a keyword matching more joined rows than this is searched through a subquery (finding them all first would cost more than it saves) */
const JOINED_KEYS_MAX = 20_000
/** keys kept in all, per resource, before the kept ones are dropped */
const KEPT_KEYS_MAX = 500_000

/** a keyword found in more values than this is not read value by value (see valuedPage) */
const VALUES_READ_MAX = 64
/** heads read beyond a keyword's listed keys before its keys are used as they are (see valuedPage) */
const HEADS_READ_MORE = 100

/** Matches beyond this many are probed row by row rather than bound as a list. */
const ID_LIST_MAX = 500

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

const MAX_FILTER_VALUES = 1000

/**
 * An equality filter's values, each checked against its column's schema before any query is
 * built: `status: "abc"` or `departmentIds: [1.5]` is a 1001, never a database error.
 */
function filterValues({ param, schema }: Param, value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : [value]
  const issues: z.core.$ZodIssue[] = []
  const out = list.map((v, i) => {
    const path = Array.isArray(value) ? [param, i] : [param]
    if (!isScalar(v)) issues.push({ code: 'custom', path, message: 'scalar', input: v })
    if (!isScalar(v) || !schema) return v
    const parsed = schema.safeParse(v)
    if (!parsed.success)
      issues.push(...parsed.error.issues.map((x) => ({ ...x, path: [...path, ...x.path] })))
    return parsed.data
  })
  if (list.length > MAX_FILTER_VALUES)
    issues.push({
      code: 'too_big',
      origin: 'array',
      maximum: MAX_FILTER_VALUES,
      path: [param],
      message: '',
      input: value,
    })
  if (issues.length) throw new InvalidInput(issues)
  return out
}

const RANGE_KINDS = ['int', 'decimal', 'datetime']

/**
 * A range filter's ends, checked against the column's schema and in their stored form: `[from, to]`,
 * either end null or empty for an open range, `from` not after `to`. A `to` in the wire format takes
 * in the whole day, minute or second it names (in `TZ`): `[day, day]` is that day, and a row shown
 * at `10:00:05` is within `[…, '… 10:00:05']`.
 */
function rangeValues(dialect: Dialect, p: Param, value: unknown) {
  const issue = (message: string, path: PropertyKey[] = []): never => {
    throw new InvalidInput([{ code: 'custom', path: [p.param, ...path], message, input: value }])
  }
  if (!Array.isArray(value) || value.length !== 2) return issue('range')
  const [from, to] = value.map((end, i) => {
    if (isEmpty(end)) return undefined
    if (!isScalar(end) || !p.schema) return issue('scalar', [i])
    const parsed = p.schema.safeParse(end)
    if (!parsed.success)
      throw new InvalidInput(parsed.error.issues.map((x) => ({ ...x, path: [p.param, i, ...x.path] })))
    return parsed.data as string | number
  })
  const isDatetime = p.meta?.kind === 'datetime'
  const order = (v: string | number) => (isDatetime ? storedTime(String(v)) : Number(v))
  if (from !== undefined && to !== undefined && order(from) > order(to)) issue('from after to')
  const stored = (v: string | number) => writeColumn(dialect, p.meta as ColumnMeta, v)
  let end: { value: unknown; exclusive: boolean } | undefined
  if (to !== undefined && isDatetime && !String(to).includes('T')) {
    // a wire time names a whole day, minute or second, as the console shows it: up to the next one
    const parts = (String(to).match(/\d+/g) ?? []).map(Number)
    parts[parts.length - 1] += 1
    const [y, m, d, hh = 0, mi = 0, ss = 0] = parts
    end = { value: new Date(y, m - 1, d, hh, mi, ss).toISOString(), exclusive: true }
  } else if (to !== undefined) end = { value: stored(to), exclusive: false }
  return { from: from === undefined ? undefined : stored(from), to: end }
}
