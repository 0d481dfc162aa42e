import { decimalText } from '@backroom/contract'
import { sql } from 'kysely'
import { quoteList } from '../../schema/specs.ts'
import type { DynamicDb } from '../../types.ts'
import { storedDecimal } from '../../wire.ts'
import type { KeywordIndexDdl, SchemaAdapter } from '../schema-adapter.ts'

const TYPES: Record<string, string> = { int: 'integer', bigint: 'integer', text: 'text', bool: 'integer' }

const run = async (db: DynamicDb, statement: string) => {
  await sql.raw(statement).execute(db)
}

/** A trigger as given, made again only when the stored one differs (SQLite stores `CREATE TRIGGER` in capitals). */
async function ensureTrigger(db: DynamicDb, name: string, body: string) {
  const create = `create trigger "${name}" ${body}`
  const made = await sql<{
    sql: string
  }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(db)
  if (made.rows[0]?.sql.replace(/^create trigger/i, 'create trigger') === create) return
  await run(db, `drop trigger if exists "${name}"`)
  await run(db, create)
}

/** Triggers take no recursive CTE: positions in a text come from a table of numbers. */
const seq = (maxLength: number) => [
  'create table if not exists "core_seq" ("n" integer primary key)',
  `insert or ignore into "core_seq" ("n") with recursive s(n) as (select 1 union all select n + 1 from s where n < ${maxLength}) select n from s`,
]

const CREATED = /^create (?:virtual table|table|trigger) "([^"]+)"/

/**
 * Whether every table and trigger these statements create is in the schema as they state it
 * (SQLite keeps a statement's text, its leading keywords in capitals).
 */
async function madeAs(db: DynamicDb, statements: string[]): Promise<boolean> {
  const creates = statements.flatMap((s) => {
    const name = CREATED.exec(s)?.[1]
    return name ? [{ name, sql: s }] : []
  })
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where name in (${sql.join(creates.map((c) => c.name))})`.execute(db)
  const stored = new Map(
    rows.map((r) => [
      r.name,
      r.sql.replace(/^create (virtual table|table|trigger)/i, (k) => k.toLowerCase()),
    ]),
  )
  return creates.every((c) => stored.get(c.name) === c.sql)
}

/** `<table>_fts`, FTS5 with the trigram tokenizer, kept in step with the table by triggers. */
const fts: KeywordIndexDdl = {
  make(table, columns) {
    const fts = `${table}_fts`
    const cols = quoteList(columns)
    const newValues = columns.map((c) => `new."${c}"`).join(', ')
    const oldValues = columns.map((c) => `old."${c}"`).join(', ')
    return [
      `create virtual table "${fts}" using fts5(${cols}, content="${table}", content_rowid="id", tokenize="trigram")`,
      `create trigger "${fts}_ai" after insert on "${table}" begin insert into "${fts}"(rowid, ${cols}) values (new."id", ${newValues}); end`,
      `create trigger "${fts}_ad" after delete on "${table}" begin insert into "${fts}"("${fts}", rowid, ${cols}) values ('delete', old."id", ${oldValues}); end`,
      `create trigger "${fts}_au" after update of ${cols} on "${table}" begin insert into "${fts}"("${fts}", rowid, ${cols}) values ('delete', old."id", ${oldValues}); insert into "${fts}"(rowid, ${cols}) values (new."id", ${newValues}); end`,
      `insert into "${fts}"("${fts}") values ('rebuild')`,
    ]
  },
  drop(table) {
    const fts = `${table}_fts`
    return [
      ...['ai', 'ad', 'au'].map((t) => `drop trigger if exists "${fts}_${t}"`),
      `drop table if exists "${fts}"`,
    ]
  },
  found(db, table, columns) {
    return madeAs(db, fts.make(table, columns))
  },
}

/**
 * `<table>_kw (id, text)`: the keyword columns joined by a separator that no keyword matches
 * across, kept in step by triggers. A `LIKE` over it reads a few bytes a row instead of whole rows.
 */
const narrow: KeywordIndexDdl = {
  make(table, columns) {
    const kw = `${table}_kw`
    const text = (row: string) => columns.map((c) => `coalesce(${row}"${c}", '')`).join(' || char(31) || ')
    return [
      `create table "${kw}" ("id" integer primary key, "text" text not null)`,
      `create trigger "${kw}_ai" after insert on "${table}" begin insert into "${kw}"("id", "text") values (new."id", ${text('new.')}); end`,
      `create trigger "${kw}_ad" after delete on "${table}" begin delete from "${kw}" where "id" = old."id"; end`,
      `create trigger "${kw}_au" after update of ${quoteList(columns)} on "${table}" begin update "${kw}" set "text" = ${text('new.')} where "id" = new."id"; end`,
      `insert into "${kw}"("id", "text") select "id", ${text('')} from "${table}"`,
    ]
  },
  drop(table) {
    const kw = `${table}_kw`
    return [
      ...['ai', 'ad', 'au'].map((t) => `drop trigger if exists "${kw}_${t}"`),
      `drop table if exists "${kw}"`,
    ]
  },
  found(db, table, columns) {
    return madeAs(db, narrow.make(table, columns))
  },
}

export const sqliteSchema: SchemaAdapter = {
  columnType({ token, length, precision }) {
    if (length) return 'text'
    // exact amounts: integer minor units (see storedDecimal)
    if (precision) return 'integer'
    if (token === 'json') return 'text'
    if (token === 'datetime') return 'text'
    return TYPES[token]
  },
  columnModifiers({ token, precision, scale }, modifiers, declared) {
    if (token === 'bool')
      return modifiers.replace(/default true/i, 'default 1').replace(/default false/i, 'default 0')
    if (!precision) return modifiers
    return modifiers.replace(/default\s+'?(-?[\d.]+)'?/i, (_, v: string) => {
      const text = decimalText(v, Number(precision), Number(scale))
      if (text === undefined) throw new Error(`Bad default in "${declared}"`)
      return `default ${storedDecimal('sqlite', text)}`
    })
  },
  reportedType: (type) => type,
  idColumn: '"id" integer primary key autoincrement',
  keyedTableSuffix: ' without rowid',

  async columnNames(db, table) {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
    return rows.map((r) => r.name)
  },
  async hasTable(db, table) {
    const { rows } = await sql`select 1 from sqlite_master where type = 'table' and name = ${table}`.execute(
      db,
    )
    return rows.length > 0
  },
  async indexes(db, table) {
    const { rows } = await sql<{ name: string; cols: string; uniq: number }>`
          select l.name, (select group_concat(name, ',') from (select name from pragma_index_info(l.name) order by seqno)) as cols,
                 l."unique" as uniq
          from pragma_index_list(${table}) l where l.origin <> 'pk'`.execute(db)
    return rows.map((r) => ({ name: r.name, columns: r.cols.split(','), unique: Boolean(r.uniq) }))
  },
  async columnTypes(db, table) {
    const { rows } = await sql<{
      name: string
      type: string
    }>`select name, type from pragma_table_info(${table})`.execute(db)
    return Object.fromEntries(rows.map((r) => [r.name, r.type]))
  },
  async settle() {},

  migrationTable:
    'create table if not exists "core_migration" ("id" integer primary key autoincrement, "name" text not null unique, "createTime" text not null, "updateTime" text not null)',
  // one writer at a time already
  async lockTransaction() {},
  // an autoincrement key moves past explicit ids by itself
  async syncIdentities() {},

  writeVersionTable:
    'create table if not exists "core_write_version" ("table" varchar(100) primary key, "version" integer not null, "rewrites" integer not null default 0)',
  counterType: 'integer',
  writeVersionUpgrades: () => [],
  async ensureWriteVersionTriggers(db, table) {
    for (const [t, event, set] of [
      ['ai', 'insert', '"version" = "version" + 1'],
      ['au', 'update', '"version" = "version" + 1, "rewrites" = "rewrites" + 1'],
      ['ad', 'delete', '"version" = "version" + 1, "rewrites" = "rewrites" + 1'],
    ]) {
      await ensureTrigger(
        db,
        `${table}_wv_${t}`,
        `after ${event} on "${table}" begin update "core_write_version" set ${set} where "table" = '${table}'; end`,
      )
    }
  },
  async ensureValueVersionTriggers(db, val) {
    const revived = 'old."n" <= 0 and new."n" > 0'
    const bump = `begin update "core_write_version" set "version" = "version" + 1 where "table" = '${val}'; end`
    await ensureTrigger(db, `${val}_wv_ai`, `after insert on "${val}" ${bump}`)
    await ensureTrigger(db, `${val}_wv_au`, `after update of "n" on "${val}" when ${revived} ${bump}`)
  },

  dropSync: (_table, name, suffixes) => suffixes.map((t) => `drop trigger if exists "${name}_${t}"`),
  dropTriggerFunction: () => [],
  postingsTable: (gram, columns, primary) => [
    `create table "${gram}" (${columns}, primary key (${primary.join(', ')})) without rowid`,
  ],
  postingsSync({ table, gram, columns, maxLength, copied, target, watched, keyOf, postingKey }) {
    // the grams of one row (`new.` or `old.` in a trigger) or of every row (`t.` over the table)
    const from = (row: string) => (row === 't.' ? ` from "${table}" t` : '')
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
    const remove = `delete from "${gram}" where "gram" in (select g from (${grams('old.')}))${postingKey('old.')}`
    return {
      sync: [
        ...seq(maxLength),
        `create trigger "${gram}_ai" after insert on "${table}" begin insert into ${target} ${grams('new.')}; end`,
        `create trigger "${gram}_ad" after delete on "${table}" begin ${remove}; end`,
        `create trigger "${gram}_au" after update of ${watched} on "${table}" begin ${remove}; insert into ${target} ${grams('new.')}; end`,
      ],
      fill: `insert into ${target} ${grams('t.')}`,
    }
  },
  valueGramsSync({ table, val, vgram, columns, maxLength, count }) {
    const v = `(select lower(new."val") v)`
    return [
      ...seq(maxLength),
      `create trigger "${vgram}_add" after insert on "${val}" begin
        insert or ignore into "${vgram}" ("gram", "col", "val")
        select substr(v, n, 2), new."col", new."val" from ${v} join "core_seq" on n < length(v)
        union
        select substr(v, n, 1), new."col", new."val" from ${v} join "core_seq" on n <= length(v)
        where unicode(substr(v, n, 1)) > 127; end`,
      `create trigger "${val}_ai" after insert on "${table}" begin ${count('new.', 1)} end`,
      `create trigger "${val}_ad" after delete on "${table}" begin ${count('old.', -1)} end`,
      `create trigger "${val}_au" after update of ${quoteList(columns)} on "${table}" begin ${count('old.', -1)} ${count('new.', 1)} end`,
    ]
  },
  headValue: (expression) => expression,
  headsSync: ({ table, head, raise, watched }) => [
    `create trigger "${head}_ai" after insert on "${table}" begin ${raise} end`,
    `create trigger "${head}_au" after update of ${watched} on "${table}" begin ${raise} end`,
  ],

  trigramIndex: fts,
  shortKeywordTable: narrow,
  async settleTrigramIndexes() {},
}
