import { createHash } from 'node:crypto'
import { type ColumnMeta, decimalText, type Entity } from '@backroom/contract'
import { sql } from 'kysely'
import type { DynamicDb } from './index.ts'
import {
  type ColumnDdl,
  columnGrams,
  type GramSpec,
  type HeadSpec,
  type IndexSpec,
  type TableOptions,
  valuesTable,
} from './schema/specs.ts'
import { type Dialect, storedDecimal } from './wire.ts'

const TYPE = /^(int|bigint|varchar\((\d+)\)|text|bool|decimal\((\d+),\s*(\d+)\)|json|datetime)(?=\s|$)/

/** The dialect's type of a declared type token (`varchar(100)`, `bool`, …). */
function dialectType(dialect: Dialect, m: RegExpExecArray): string {
  const [typeToken] = m
  const pgType: Record<string, string> = { int: 'integer', bigint: 'bigint', text: 'text', bool: 'boolean' }
  const sqliteType: Record<string, string> = {
    int: 'integer',
    bigint: 'integer',
    text: 'text',
    bool: 'integer',
  }
  if (m[2]) return dialect === 'postgres' ? `varchar(${m[2]})` : 'text'
  // exact amounts: integer minor units on SQLite (see storedDecimal), `numeric` on PostgreSQL
  if (m[3]) return dialect === 'postgres' ? `numeric(${m[3]},${m[4]})` : 'integer'
  if (typeToken === 'json') return dialect === 'postgres' ? 'jsonb' : 'text'
  if (typeToken === 'datetime') return dialect === 'postgres' ? 'timestamptz' : 'text'
  return (dialect === 'postgres' ? pgType : sqliteType)[typeToken]
}

function parseType(name: string, spec: string) {
  const m = TYPE.exec(spec.trim())
  if (!m) throw new Error(`Unknown column type in "${name}: ${spec}"`)
  return m
}

function columnSql(dialect: Dialect, name: string, spec: string): string {
  const m = parseType(name, spec)
  const [typeToken] = m
  const type = dialectType(dialect, m)
  let modifiers = spec.trim().slice(typeToken.length)
  if (typeToken === 'bool' && dialect === 'sqlite') {
    modifiers = modifiers.replace(/default true/i, 'default 1').replace(/default false/i, 'default 0')
  }
  if (m[3] && dialect === 'sqlite') {
    const scale = Number(m[4])
    modifiers = modifiers.replace(/default\s+'?(-?[\d.]+)'?/i, (_, v: string) => {
      const text = decimalText(v, Number(m[3]), scale)
      if (text === undefined) throw new Error(`Bad default in "${name}: ${spec}"`)
      return `default ${storedDecimal(dialect, text)}`
    })
  }
  return `"${name}" ${type}${modifiers}`
}

const DDL_TYPE: Record<ColumnMeta['kind'], (meta: ColumnMeta) => string> = {
  int: (m) => (m.big ? 'bigint' : 'int'),
  string: (m) => `varchar(${m.length})`,
  text: () => 'text',
  boolean: () => 'bool',
  decimal: (m) => `decimal(${m.length},${m.scale})`,
  json: () => 'json',
  datetime: () => 'datetime',
}

/** A declared column as a migration writes it: `varchar(100) not null unique default 'x'`. */
export function columnDdl(meta: ColumnMeta): ColumnDdl {
  const parts = [DDL_TYPE[meta.kind](meta)]
  if (!meta.nullable) parts.push('not null')
  if (meta.unique) parts.push('unique')
  const d = meta.defaultValue
  if (d !== undefined && d !== null)
    parts.push(`default ${typeof d === 'string' ? `'${d.replaceAll("'", "''")}'` : String(d)}`)
  return parts.join(' ')
}

/**
 * The type the database reports for a declared column (`information_schema` on PostgreSQL,
 * `pragma table_info` on SQLite): what the schema-drift test compares.
 */
export function storedType(dialect: Dialect, meta: ColumnMeta, name: string = meta.kind): string {
  const type = dialectType(dialect, parseType(name, DDL_TYPE[meta.kind](meta)))
  if (dialect === 'sqlite') return type
  return { timestamptz: 'timestamp with time zone' }[type] ?? type
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** how postings are kept (Schema.ensureGrams): an index made in another format is made again */
const GRAM_FORMAT = 'key-delete'
const LOWER = UPPER.toLowerCase()

/** The name of a derived index (Schema.ensureIndex): its table and columns, cut to PostgreSQL's 63 bytes. */
function derivedIndexName({ table, columns }: IndexSpec): string {
  const name = `${table}_${columns.map((c) => `${c.column}${c.desc ? '_desc' : ''}`).join('_')}_idx`
  // a long one keeps its start and a digest of the whole
  return name.length > 63
    ? `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}_idx`
    : name
}

const quoteList = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ')

const indexName = (table: string, columns: string[], unique: boolean) =>
  `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`

export class Schema {
  /**
   * Side tables this schema filled from a table's rows (and tables a trigger filled with them):
   * on PostgreSQL their statistics and visibility map are made after the transaction (`settle`).
   */
  readonly filled = new Set<string>()

  constructor(
    readonly db: DynamicDb,
    readonly dialect: Dialect,
  ) {}

  async run(statement: string): Promise<void> {
    await sql.raw(statement).execute(this.db)
  }

  /** Runs a statement filling `tables` from existing rows; notes them when it inserted any. */
  private async fill(statement: string, ...tables: string[]) {
    const { numAffectedRows } = await sql.raw(statement).execute(this.db)
    if (numAffectedRows) for (const t of tables) this.filled.add(t)
  }

  /**
   * PostgreSQL: vacuums and analyzes the side tables filled in bulk (outside any transaction).
   * Until then the planner knows nothing of their rows and an index-only scan reads the heap for
   * every posting: a common gram's count over a million postings took 2.6 s instead of 0.45 s, and
   * autovacuum (which may be off) comes only later.
   */
  static async settle(db: DynamicDb, dialect: Dialect, tables: Iterable<string>) {
    if (dialect !== 'postgres') return
    for (const t of tables) await sql.raw(`vacuum (analyze) "${t}"`).execute(db)
  }

  /**
   * Makes a declared table exist with every declared column: creates it, or adds the columns it
   * lacks (a column added to a table with rows must be nullable or have a default).
   */
  async syncTable(entity: Entity) {
    const columns = Object.entries(entity.columns as Record<string, { meta: ColumnMeta }>).filter(
      ([name]) => !['id', 'createTime', 'updateTime'].includes(name),
    )
    if (!(await this.hasTable(entity.table))) {
      await this.createTable(
        entity.table,
        Object.fromEntries(columns.map(([name, { meta }]) => [name, columnDdl(meta)])),
      )
      return
    }
    const present = new Set(await this.columnNames(entity.table))
    for (const [name, { meta }] of columns) {
      if (present.has(name)) continue
      await this.run(
        `alter table "${entity.table}" add column ${columnSql(this.dialect, name, columnDdl({ ...meta, unique: false }))}`,
      )
      if (meta.unique) await this.createIndex(entity.table, [name], true)
    }
  }

  async columnNames(table: string): Promise<string[]> {
    const { rows } =
      this.dialect === 'postgres'
        ? await sql<{
            name: string
          }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
            this.db,
          )
        : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(this.db)
    return rows.map((r) => r.name)
  }

  async hasTable(table: string): Promise<boolean> {
    const { rows } =
      this.dialect === 'postgres'
        ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(
            this.db,
          )
        : await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(this.db)
    return rows.length > 0
  }

  async createTable(table: string, columns: Record<string, ColumnDdl>, options: TableOptions = {}) {
    const id =
      this.dialect === 'postgres'
        ? '"id" integer generated by default as identity primary key'
        : '"id" integer primary key autoincrement'
    const lines = [
      id,
      ...Object.entries(columns).map(([name, spec]) => columnSql(this.dialect, name, spec)),
      columnSql(this.dialect, 'createTime', 'datetime not null'),
      columnSql(this.dialect, 'updateTime', 'datetime not null'),
    ]
    await this.run(`create table "${table}" (\n  ${lines.join(',\n  ')}\n)`)
    await this.createIndex(table, ['createTime'])
    for (const cols of options.indexes ?? []) await this.createIndex(table, cols)
    for (const cols of options.unique ?? []) await this.createIndex(table, cols, true)
  }

  async createIndex(table: string, columns: string[], unique = false) {
    await this.run(
      `create ${unique ? 'unique ' : ''}index "${indexName(table, columns, unique)}" on "${table}" (${quoteList(columns)})`,
    )
  }

  /**
   * Whether the table has an index on these columns: the one createIndex made or, for a plain
   * one, an index that begins with them (a derived index made it needless, see dropCoveredIndexes).
   */
  async hasIndex(table: string, columns: string[], unique = false): Promise<boolean> {
    return (await this.indexes(table)).some((i) =>
      unique ? i.unique && i.columns.join() === columns.join() : columns.every((c, n) => i.columns[n] === c),
    )
  }

  /** Creates a derived index unless one of its name exists: safe to run at every start. */
  async ensureIndex(spec: IndexSpec) {
    const list = spec.columns.map((c) => `"${c.column}"${c.desc ? ' desc' : ''}`).join(', ')
    await this.run(`create index if not exists "${derivedIndexName(spec)}" on "${spec.table}" (${list})`)
  }

  /**
   * The table's indexes as the database has them, with their columns in order; the primary key and
   * keyword indexes (trigram on PostgreSQL) left out. A column's `unique` shows as its unique index.
   */
  async indexes(table: string): Promise<{ name: string; columns: string[]; unique: boolean }[]> {
    const { rows } =
      this.dialect === 'postgres'
        ? await sql<{ name: string; cols: string; uniq: boolean }>`
          select i.relname as name, string_agg(a.attname::text, ',' order by k.n) as cols, ix.indisunique as uniq
          from pg_index ix
          join pg_class t on t.oid = ix.indrelid
          join pg_class i on i.oid = ix.indexrelid
          join pg_am am on am.oid = i.relam
          join pg_namespace ns on ns.oid = t.relnamespace
          cross join lateral unnest(ix.indkey::int2[]) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
          where t.relname = ${table} and ns.nspname = current_schema() and not ix.indisprimary and am.amname = 'btree'
          group by i.relname, ix.indisunique`.execute(this.db)
        : await sql<{ name: string; cols: string; uniq: number }>`
          select l.name, (select group_concat(name, ',') from (select name from pragma_index_info(l.name) order by seqno)) as cols,
                 l."unique" as uniq
          from pragma_index_list(${table}) l where l.origin <> 'pk'`.execute(this.db)
    return rows.map((r) => ({ name: r.name, columns: r.cols.split(','), unique: Boolean(r.uniq) }))
  }

  /**
   * Drops the plain indexes of a table that a derived one makes needless: those whose columns
   * begin one of `derived` (which serves every lookup and order they served), so that a write
   * updates one index instead of two; and the `(updateTime)` index every table was once created
   * with, which no query needs (a resource sorting by `updateTime` declares it sortable and gets
   * `(updateTime, id)`). Unique indexes stay.
   */
  async dropCoveredIndexes(table: string, derived: IndexSpec[]) {
    const made = new Set(derived.map(derivedIndexName))
    const longer = derived.map((d) => d.columns.map((c) => c.column))
    const formerDefault = indexName(table, ['updateTime'], false)
    for (const index of await this.indexes(table)) {
      if (index.unique || made.has(index.name)) continue
      const covered = longer.some(
        (cols) => cols.length > index.columns.length && index.columns.every((c, i) => cols[i] === c),
      )
      if (covered || index.name === formerDefault) await this.run(`drop index "${index.name}"`)
    }
  }

  /**
   * `core_write_version`: a number per table that every insert, update and delete of the table
   * raises, by trigger in the writing transaction, whatever code writes, and beside it the number
   * of its updates and deletes (`rewrites`). A cached count stays exact while the number has not
   * moved, a kept page plan made for added rows while the rewrites have not (Paging); their
   * readers sum a table's rows (`writeVersions`). On
   * PostgreSQL a table's number is spread over rows, one per connection of the pool (its
   * `backroom.write_slot`): concurrent writers of one table raise different rows, where one row
   * made each wait for the other's commit (dictionary adds 10 at a time spent most of their time
   * waiting on that row's lock). Safe to run at every start.
   */
  async ensureWriteVersion(table: string) {
    const sqlite = this.dialect === 'sqlite'
    await this.run(
      sqlite
        ? 'create table if not exists "core_write_version" ("table" varchar(100) primary key, "version" integer not null, "rewrites" integer not null default 0)'
        : 'create table if not exists "core_write_version" ("table" varchar(100) not null, "slot" smallint not null default 0, "version" bigint not null, "rewrites" bigint not null default 0, primary key ("table", "slot"))',
    )
    const columns = await this.columnNames('core_write_version')
    if (!columns.includes('rewrites'))
      await this.run(
        `alter table "core_write_version" add column "rewrites" ${sqlite ? 'integer' : 'bigint'} not null default 0`,
      )
    if (!sqlite && !columns.includes('slot')) {
      await this.run('alter table "core_write_version" add column "slot" smallint not null default 0')
      await this.run('alter table "core_write_version" drop constraint "core_write_version_pkey"')
      await this.run('alter table "core_write_version" add primary key ("table", "slot")')
    }
    await sql`insert into "core_write_version" ("table", "version") values (${table}, 0) on conflict do nothing`.execute(
      this.db,
    )
    if (!sqlite) {
      await this.run(`create or replace function "core_write_version_bump"() returns trigger language plpgsql as $$
        begin
          insert into "core_write_version" ("table", "slot", "version", "rewrites")
          values (tg_table_name, coalesce(nullif(current_setting('backroom.write_slot', true), '')::smallint, 0), 1,
            case when tg_op = 'INSERT' then 0 else 1 end)
          on conflict ("table", "slot") do update set "version" = "core_write_version"."version" + 1,
            "rewrites" = "core_write_version"."rewrites" + excluded."rewrites";
          return null;
        end $$`)
      await this.run(`drop trigger if exists "${table}_wv" on "${table}"`)
      await this.run(
        `create trigger "${table}_wv" after insert or update or delete or truncate on "${table}" for each statement execute function "core_write_version_bump"()`,
      )
      return
    }
    for (const [t, event, set] of [
      ['ai', 'insert', '"version" = "version" + 1'],
      ['au', 'update', '"version" = "version" + 1, "rewrites" = "rewrites" + 1'],
      ['ad', 'delete', '"version" = "version" + 1, "rewrites" = "rewrites" + 1'],
    ]) {
      await this.ensureSqliteTrigger(
        `${table}_wv_${t}`,
        `after ${event} on "${table}" begin update "core_write_version" set ${set} where "table" = '${table}'; end`,
      )
    }
  }

  /** A SQLite trigger as given, made again only when the stored one differs. */
  private async ensureSqliteTrigger(name: string, body: string) {
    const create = `create trigger "${name}" ${body}`
    const made = await sql<{
      sql: string
    }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(this.db)
    if (made.rows[0]?.sql === create) return
    await this.run(`drop trigger if exists "${name}"`)
    await this.run(create)
  }

  /**
   * A write version of the repeated values of `table` (ensureValueGrams), under the name of their
   * table, that only a value no row held raises: a new one, or one counted 0 held again. A page
   * plan made from the values that have a keyword stays exact while it and the table's rewrites
   * stay (Paging keeps it under Versions.stable), whatever rows are added. Safe at every start.
   */
  async ensureValueVersion(table: string) {
    const val = valuesTable(table)
    await sql`insert into "core_write_version" ("table", "version") values (${val}, 0) on conflict do nothing`.execute(
      this.db,
    )
    const revived = 'old."n" <= 0 and new."n" > 0'
    if (this.dialect === 'sqlite') {
      const bump = `begin update "core_write_version" set "version" = "version" + 1 where "table" = '${val}'; end`
      await this.ensureSqliteTrigger(`${val}_wv_ai`, `after insert on "${val}" ${bump}`)
      await this.ensureSqliteTrigger(
        `${val}_wv_au`,
        `after update of "n" on "${val}" when ${revived} ${bump}`,
      )
      return
    }
    // row by row: an upsert fires statement triggers for inserts that did not happen
    for (const [t, event] of [
      ['ai', 'insert'],
      ['au', `update of "n"`],
    ]) {
      await this.run(`drop trigger if exists "${val}_wv_${t}" on "${val}"`)
      await this.run(
        `create trigger "${val}_wv_${t}" after ${event} on "${val}" for each row${t === 'au' ? ` when (${revived})` : ''} execute function "core_write_version_bump"()`,
      )
    }
  }

  /**
   * `<table>_gram (gram, id)`: every two-character run of each keyword column's value, and every
   * non-ASCII character on its own, ASCII letters folded to lower case, kept in step by triggers in
   * the writing transaction. A keyword of one or two characters is then one index lookup, with the
   * same rows as `LIKE '%kw%'` (whose case folding is ASCII only on SQLite). Made once, filled from
   * the rows already there; safe to run at every start.
   */
  async ensureGrams({
    table,
    columns,
    repeated = [],
    maxLength,
    order,
    carry,
    heads,
    joined = [],
  }: GramSpec) {
    await this.ensureValueGrams(table, repeated, maxLength)
    await this.ensureHeads(table, heads)
    for (const j of joined)
      await this.ensurePostings(columnGrams(j.table, j.column), {
        table: j.table,
        columns: [j.column],
        maxLength: j.maxLength,
        order: [],
        carry: [],
      })
    if (!columns.length) {
      await this.dropPostings(table, `${table}_gram`)
      await this.forget(`keywordIndex:${table}`)
      return
    }
    await this.ensurePostings(`${table}_gram`, { table, columns, maxLength, order, carry })
  }

  /**
   * Drops the one-column postings (see GramSpec.joined) that no declaration names any more,
   * `wanted` being those that some do.
   */
  async dropColumnGramsBut(wanted: { table: string; column: string }[]) {
    const names = new Set(wanted.map((j) => columnGrams(j.table, j.column)))
    const made = await this.db
      .selectFrom('core_setting')
      .select('key')
      .where('key', 'like', 'keywordIndex:%')
      .execute()
    for (const { key } of made) {
      const [name, table] = key.slice('keywordIndex:'.length).split('@')
      if (table === undefined || names.has(name)) continue
      await this.dropPostings(table, name)
      await this.forget(key)
    }
  }

  /**
   * Postings `name (gram, order key, carried columns, id)` of `spec.columns` of `spec.table`, kept
   * by triggers (see ensureGrams); remembered in `core_setting` under `keywordIndex:<table>` for a
   * table's own, `keywordIndex:<name>@<table>` for others.
   */
  private async ensurePostings(
    gram: string,
    {
      table,
      columns,
      maxLength,
      order,
      carry,
    }: Pick<GramSpec, 'table' | 'columns' | 'maxLength' | 'order' | 'carry'>,
  ) {
    const key = gram === `${table}_gram` ? `keywordIndex:${table}` : `keywordIndex:${gram}@${table}`
    // what it was made for: a declaration that names other columns or another order rebuilds it
    const shape = [
      columns.join(','),
      order.map((c) => `${c.column}${c.desc ? ' desc' : ''}`).join(','),
      carry.join(','),
      GRAM_FORMAT,
    ].join('|')
    if (await this.madeFor(key, shape, gram)) return
    await this.dropPostings(table, gram)
    const keys = order.map((c) => c.column)
    if (keys.some((k) => k === 'gram' || k === 'id'))
      throw new Error(`${table}: ${keys} cannot order a keyword index`)
    // a posting: the gram, the row's order key and its id; the primary key reads a gram's rows in order
    const desc = order[0]?.desc ? ' desc' : ''
    const primary = ['"gram"', ...order.map((c) => `"${c.column}"${c.desc ? ' desc' : ''}`), `"id"${desc}`]
    const keyTypes = await this.columnTypes(table, [...keys, ...carry])
    await this.run(
      `create table "${gram}" ("gram" varchar(2) not null, ${keys.map((k) => `"${k}" ${keyTypes[k]} not null, `).join('')}${carry.map((c) => `"${c}" ${keyTypes[c]}, `).join('')}"id" integer not null${
        this.dialect === 'sqlite' ? `, primary key (${primary.join(', ')})) without rowid` : ')'
      }`,
    )
    if (this.dialect === 'postgres')
      await this.run(`create unique index "${gram}_pk" on "${gram}" (${primary.join(', ')})`)
    // what a posting copies from its row: the order key and the carried columns
    const copied = [...keys, ...carry]
    const target = `"${gram}" ("gram", ${copied.map((k) => `"${k}", `).join('')}"id")`
    const keyOf = (row: string) => copied.map((k) => `${row}"${k}", `).join('')
    // the grams of one row (`new.` or `old.` in a trigger) or of every row (`t.` over the table)
    const from = (row: string) => (row === 't.' ? ` from "${table}" t` : '')
    // a row's postings are found by their key, the grams of its old values: no index by id to keep
    const postingKey = (row: string) => [...keys, 'id'].map((k) => ` and "${k}" = ${row}"${k}"`).join('')
    const watched = quoteList([...new Set([...columns, ...copied])])
    if (this.dialect === 'postgres') {
      const values = (row: string) =>
        `${row === 't.' ? `"${table}" t, ` : ''}unnest(array[${columns.map((c) => `translate(${row}"${c}"::text, '${UPPER}', '${LOWER}')`).join(', ')}]) v`
      const grams = (row: string) => `
        select distinct * from (
          select substr(v, n, 2), ${keyOf(row)}${row}"id" from ${values(row)}, generate_series(1, char_length(v) - 1) n
          union all
          select substr(v, n, 1), ${keyOf(row)}${row}"id" from ${values(row)}, generate_series(1, char_length(v)) n
          where ascii(substr(v, n, 1)) > 127) s`
      await this.run(`create or replace function "${gram}_sync"() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            delete from "${gram}" where "gram" in (select g from (${grams('old.')}) o(g))${postingKey('old.')};
          end if;
          if tg_op <> 'DELETE' then insert into ${target} ${grams('new.')}; end if;
          return null;
        end $$`)
      await this.run(
        `create trigger "${gram}_sync" after insert or delete or update of ${watched} on "${table}" for each row execute function "${gram}_sync"()`,
      )
      await this.fill(`insert into ${target} ${grams('t.')}`, gram)
      return
    }
    await this.ensureSeq(maxLength)
    const values = (row: string) =>
      columns
        .map((c) => `select ${keyOf(row)}${row}"id" i, lower(${row}"${c}") v${from(row)}`)
        .join(' union all ')
    const keyNames = copied.map((k) => `"${k}", `).join('')
    const grams = (row: string) => `
      select substr(v, n, 2) g, ${keyNames}i from (${values(row)}) join "core_seq" on n < length(v)
      union
      select substr(v, n, 1), ${keyNames}i from (${values(row)}) join "core_seq" on n <= length(v)
      where unicode(substr(v, n, 1)) > 127`
    await this.run(
      `create trigger "${gram}_ai" after insert on "${table}" begin insert into ${target} ${grams('new.')}; end`,
    )
    const remove = `delete from "${gram}" where "gram" in (select g from (${grams('old.')}))${postingKey('old.')}`
    await this.run(`create trigger "${gram}_ad" after delete on "${table}" begin ${remove}; end`)
    await this.run(
      `create trigger "${gram}_au" after update of ${watched} on "${table}" begin ${remove}; insert into ${target} ${grams('new.')}; end`,
    )
    await this.fill(`insert into ${target} ${grams('t.')}`, gram)
  }

  /** SQLite triggers take no recursive CTE: positions in a text come from a table of numbers. */
  private async ensureSeq(maxLength: number) {
    await this.run('create table if not exists "core_seq" ("n" integer primary key)')
    await this.run(
      `insert or ignore into "core_seq" ("n") with recursive s(n) as (select 1 union all select n + 1 from s where n < ${maxLength}) select n from s`,
    )
  }

  /** What a keyword index was made for (`core_setting`): another declaration makes it again. */
  private async madeFor(key: string, shape: string, table: string): Promise<boolean> {
    const made = await this.db
      .selectFrom('core_setting')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst()
    if (made?.value === shape && (await this.hasTable(table))) return true
    const now = new Date().toISOString()
    await this.db
      .insertInto('core_setting')
      .values({ key, value: shape, createTime: now, updateTime: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: shape, updateTime: now }))
      .execute()
    return false
  }

  private async forget(key: string) {
    await this.db.deleteFrom('core_setting').where('key', '=', key).execute()
  }

  /**
   * The short-keyword index of columns whose values repeat over many rows (a request's path, an
   * address): `<table>_val (col, val, n)`, each distinct value with the number of rows holding it,
   * and `<table>_vgram (gram, col, val)`, the grams of each distinct value (as ensureGrams makes
   * them). A row's write updates one count per column instead of a posting per gram; a keyword's
   * rows are those whose value has its gram, and their number the sum of those values' counts.
   * Values no row holds any more stay, counted 0. Kept in step by triggers; safe to run at every start.
   */
  async ensureValueGrams(table: string, columns: string[], maxLength: number) {
    const val = valuesTable(table)
    const vgram = `${table}_vgram`
    if (!columns.length) {
      await this.dropValueGrams(table)
      await this.forget(`valueIndex:${table}`)
      return
    }
    if (await this.madeFor(`valueIndex:${table}`, columns.join(','), vgram)) return
    await this.dropValueGrams(table)
    const sqlite = this.dialect === 'sqlite'
    const withoutRowid = sqlite ? ' without rowid' : ''
    await this.run(
      `create table "${val}" ("col" varchar(64) not null, "val" text not null, "n" bigint not null, primary key ("col", "val"))${withoutRowid}`,
    )
    await this.run(
      `create table "${vgram}" ("gram" varchar(2) not null, "col" varchar(64) not null, "val" text not null, primary key ("gram", "col", "val"))${withoutRowid}`,
    )
    const count = (row: 'new.' | 'old.', by: 1 | -1) =>
      columns
        .map((c) =>
          by > 0
            ? `insert into "${val}" ("col", "val", "n") select '${c}', new."${c}", 1 where new."${c}" is not null on conflict ("col", "val") do update set "n" = "${val}"."n" + 1;`
            : `update "${val}" set "n" = "n" - 1 where "col" = '${c}' and "val" = ${row}"${c}";`,
        )
        .join(' ')
    if (!sqlite) {
      const v = `translate(new."val", '${UPPER}', '${LOWER}')`
      await this.run(`create or replace function "${vgram}_add"() returns trigger language plpgsql as $$
        begin
          insert into "${vgram}" ("gram", "col", "val")
          select distinct g, new."col", new."val" from (
            select substr(${v}, n, 2) g from generate_series(1, char_length(new."val") - 1) n
            union all
            select substr(${v}, n, 1) from generate_series(1, char_length(new."val")) n
            where ascii(substr(new."val", n, 1)) > 127) s
          on conflict do nothing;
          return null;
        end $$`)
      await this.run(
        `create trigger "${vgram}_add" after insert on "${val}" for each row execute function "${vgram}_add"()`,
      )
      await this.run(`create or replace function "${val}_sync"() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${count('old.', -1)} end if;
          if tg_op <> 'DELETE' then ${count('new.', 1)} end if;
          return null;
        end $$`)
      await this.run(
        `create trigger "${val}_sync" after insert or delete or update of ${quoteList(columns)} on "${table}" for each row execute function "${val}_sync"()`,
      )
    } else {
      await this.ensureSeq(maxLength)
      const v = `(select lower(new."val") v)`
      await this.run(`create trigger "${vgram}_add" after insert on "${val}" begin
        insert or ignore into "${vgram}" ("gram", "col", "val")
        select substr(v, n, 2), new."col", new."val" from ${v} join "core_seq" on n < length(v)
        union
        select substr(v, n, 1), new."col", new."val" from ${v} join "core_seq" on n <= length(v)
        where unicode(substr(v, n, 1)) > 127; end`)
      await this.run(`create trigger "${val}_ai" after insert on "${table}" begin ${count('new.', 1)} end`)
      await this.run(`create trigger "${val}_ad" after delete on "${table}" begin ${count('old.', -1)} end`)
      await this.run(
        `create trigger "${val}_au" after update of ${quoteList(columns)} on "${table}" begin ${count('old.', -1)} ${count('new.', 1)} end`,
      )
    }
    for (const c of columns)
      await this.fill(
        `insert into "${val}" ("col", "val", "n") select '${c}', "${c}", count(*) from "${table}" where "${c}" is not null group by "${c}"`,
        val,
        vgram,
      )
  }

  /**
   * `<table>_head (col, val, k, id)`: for each value of each key column, the order key and id of
   * its first row in the order (`spec.column`, then `id`). Inserts and updates raise it by trigger;
   * deletes leave it, so it is never after the key's true first row: a key whose head comes after a
   * given row has no row before that row. A keyword's joined keys are then narrowed to those with
   * rows before a bound (TableQuery.valuedPage). Safe to run at every start.
   */
  async ensureHeads(table: string, spec: HeadSpec | undefined) {
    const head = `${table}_head`
    const drop = async () => {
      await this.dropSync(table, head, ['ai', 'au'])
      await this.run(`drop table if exists "${head}"`)
    }
    if (!spec?.keys.length) {
      await drop()
      await this.forget(`headIndex:${table}`)
      return
    }
    const { keys: columns, column: k, descending: desc } = spec
    // a stored head is raised by a row that comes before it
    const later = desc ? '<' : '>'
    if (
      await this.madeFor(
        `headIndex:${table}`,
        [columns.join(','), `${k}${desc ? ' desc' : ''}`].join('|'),
        head,
      )
    )
      return
    await drop()
    const types = await this.columnTypes(table, [k])
    await this.run(
      `create table "${head}" ("col" varchar(64) not null, "val" text not null, "k" ${types[k]} not null, "id" bigint not null, primary key ("col", "val"))${this.dialect === 'sqlite' ? ' without rowid' : ''}`,
    )
    await this.run(`create index "${head}_col_k_id_idx" on "${head}" ("col", "k", "id")`)
    const raise = columns
      .map(
        (c) =>
          `insert into "${head}" ("col", "val", "k", "id") select '${c}', new."${c}"${this.dialect === 'postgres' ? '::text' : ''}, new."${k}", new."id" where new."${c}" is not null
          on conflict ("col", "val") do update set "k" = excluded."k", "id" = excluded."id"
          where ("${head}"."k", "${head}"."id") ${later} (excluded."k", excluded."id");`,
      )
      .join(' ')
    const watched = quoteList([...columns, k])
    if (this.dialect === 'postgres') {
      await this.run(`create or replace function "${head}_sync"() returns trigger language plpgsql as $$
        begin ${raise} return null; end $$`)
      await this.run(
        `create trigger "${head}_sync" after insert or update of ${watched} on "${table}" for each row execute function "${head}_sync"()`,
      )
    } else {
      await this.run(`create trigger "${head}_ai" after insert on "${table}" begin ${raise} end`)
      await this.run(
        `create trigger "${head}_au" after update of ${watched} on "${table}" begin ${raise} end`,
      )
    }
    // (the first order key, the first id) of a key's rows is never after its first row
    const first = desc ? 'max' : 'min'
    for (const c of columns)
      await this.fill(
        `insert into "${head}" ("col", "val", "k", "id") select '${c}', "${c}", ${first}("${k}"), ${first}("id") from "${table}" where "${c}" is not null group by "${c}"`,
        head,
      )
  }

  /** Undoes ensureValueGrams. */
  async dropValueGrams(table: string) {
    const val = valuesTable(table)
    const vgram = `${table}_vgram`
    await this.dropSync(table, val, ['ai', 'ad', 'au'])
    await this.run(`drop table if exists "${vgram}"`)
    // PostgreSQL drops the table's trigger with it; its function stays
    if (this.dialect === 'postgres') await this.run(`drop function if exists "${vgram}_add"()`)
    await this.run(`drop table if exists "${val}"`)
  }

  /** Each named column's type as the table has it, for a table that copies them. */
  private async columnTypes(table: string, columns: string[]): Promise<Record<string, string>> {
    if (!columns.length) return {}
    if (this.dialect === 'sqlite') {
      const { rows } = await sql<{
        name: string
        type: string
      }>`select name, type from pragma_table_info(${table})`.execute(this.db)
      return Object.fromEntries(rows.map((r) => [r.name, r.type]))
    }
    const { rows } = await sql<{ name: string; type: string }>`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${`"${table}"`}::regclass and attnum > 0 and not attisdropped`.execute(this.db)
    return Object.fromEntries(rows.map((r) => [r.name, r.type]))
  }

  /** Undoes ensurePostings. */
  private async dropPostings(table: string, gram: string) {
    await this.dropSync(table, gram, ['ai', 'ad', 'au'])
    await this.run(`drop table if exists "${gram}"`)
  }

  /**
   * The triggers that keep side table `name` in step with `table`: on PostgreSQL one trigger and
   * its function (`<name>_sync`), on SQLite one trigger per event (`<name>_<suffix>`).
   */
  private async dropSync(table: string, name: string, sqliteSuffixes: string[]) {
    if (this.dialect === 'postgres') {
      await this.run(`drop trigger if exists "${name}_sync" on "${table}"`)
      await this.run(`drop function if exists "${name}_sync"()`)
    } else for (const t of sqliteSuffixes) await this.run(`drop trigger if exists "${name}_${t}"`)
  }

  /**
   * An index that serves `%keyword%` search: FTS5 with the trigram tokenizer on SQLite (kept in step
   * with the table by triggers), pg_trgm GIN indexes on PostgreSQL. Keywords shorter than three
   * characters are beyond trigrams: on SQLite, pair this with createShortKeywordTable.
   */
  async createKeywordIndex(table: string, columns: string[]) {
    if (this.dialect === 'postgres') {
      await this.run('create extension if not exists pg_trgm schema public')
      for (const c of columns) {
        await this.run(
          `create index "${table}_${c}_trgm" on "${table}" using gin ("${c}" gin_trgm_ops) with (fastupdate = off)`,
        )
      }
      return
    }
    const fts = `${table}_fts`
    const cols = quoteList(columns)
    const newValues = columns.map((c) => `new."${c}"`).join(', ')
    const oldValues = columns.map((c) => `old."${c}"`).join(', ')
    await this.run(
      `create virtual table "${fts}" using fts5(${cols}, content="${table}", content_rowid="id", tokenize="trigram")`,
    )
    await this.run(
      `create trigger "${fts}_ai" after insert on "${table}" begin insert into "${fts}"(rowid, ${cols}) values (new."id", ${newValues}); end`,
    )
    await this.run(
      `create trigger "${fts}_ad" after delete on "${table}" begin insert into "${fts}"("${fts}", rowid, ${cols}) values ('delete', old."id", ${oldValues}); end`,
    )
    await this.run(
      `create trigger "${fts}_au" after update of ${cols} on "${table}" begin insert into "${fts}"("${fts}", rowid, ${cols}) values ('delete', old."id", ${oldValues}); insert into "${fts}"(rowid, ${cols}) values (new."id", ${newValues}); end`,
    )
    await this.run(`insert into "${fts}"("${fts}") values ('rebuild')`)
  }

  /**
   * PostgreSQL: trigram indexes take their rows at once (`fastupdate = off`), those made before
   * too. With GIN's default, inserts gather in a pending list of up to 4 MB that every search reads
   * through until a vacuum or the list's overflow merges it: after 100,000 users were added, a
   * four-letter keyword read 1,076 pages (19 ms) instead of 34 (0.2 ms). The tables searched by
   * trigram are written at an administrator's pace, which affords the dearer insert.
   */
  async settleTrigramIndexes() {
    if (this.dialect !== 'postgres') return
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_opclass o on o.oid = i.indclass[0]
      where n.nspname = current_schema() and o.opcname = 'gin_trgm_ops'
        and not coalesce('fastupdate=off' = any(c.reloptions), false)`.execute(this.db)
    for (const { name } of rows) {
      await this.run(`alter index "${name}" set (fastupdate = off)`)
      await sql`select gin_clean_pending_list(${`"${name}"`}::regclass)`.execute(this.db)
    }
  }

  /** Undoes createKeywordIndex. */
  async dropKeywordIndex(table: string, columns: string[]) {
    if (this.dialect === 'postgres') {
      for (const c of columns) await this.run(`drop index if exists "${table}_${c}_trgm"`)
      return
    }
    const fts = `${table}_fts`
    for (const t of ['ai', 'ad', 'au']) await this.run(`drop trigger if exists "${fts}_${t}"`)
    await this.run(`drop table if exists "${fts}"`)
  }

  /**
   * SQLite only: `<table>_kw (id, text)`, the keyword columns joined by a separator that no
   * keyword matches across, kept in step by triggers. A `LIKE` over it reads a few bytes a row
   * instead of whole rows: the path for one- and two-character keywords.
   */
  async createShortKeywordTable(table: string, columns: string[]) {
    if (this.dialect !== 'sqlite') return
    const kw = `${table}_kw`
    const text = (row: string) => columns.map((c) => `coalesce(${row}"${c}", '')`).join(' || char(31) || ')
    await this.run(`create table "${kw}" ("id" integer primary key, "text" text not null)`)
    await this.run(
      `create trigger "${kw}_ai" after insert on "${table}" begin insert into "${kw}"("id", "text") values (new."id", ${text('new.')}); end`,
    )
    await this.run(
      `create trigger "${kw}_ad" after delete on "${table}" begin delete from "${kw}" where "id" = old."id"; end`,
    )
    await this.run(
      `create trigger "${kw}_au" after update of ${quoteList(columns)} on "${table}" begin update "${kw}" set "text" = ${text('new.')} where "id" = new."id"; end`,
    )
    await this.run(`insert into "${kw}"("id", "text") select "id", ${text('')} from "${table}"`)
  }
}
