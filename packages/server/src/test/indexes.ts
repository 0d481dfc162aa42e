import { sql } from 'kysely'
import type { Db } from '../core/db/index.ts'
import type { Dialect } from '../core/db/wire.ts'

/**
 * The plain indexes of a table as the database has them, sorted: `(roleId)`, `unique (userId, roleId)`.
 * A column's `unique` constraint shows as its unique index; the primary key and keyword indexes
 * (trigram on PostgreSQL) are left out.
 */
export async function tableIndexes(db: Db, dialect: Dialect, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ cols: string; uniq: boolean }>`
          select string_agg(a.attname::text, ', ' order by k.n) as cols, ix.indisunique as uniq
          from pg_index ix
          join pg_class t on t.oid = ix.indrelid
          join pg_class i on i.oid = ix.indexrelid
          join pg_am am on am.oid = i.relam
          join pg_namespace ns on ns.oid = t.relnamespace
          cross join lateral unnest(ix.indkey::int2[]) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
          where t.relname = ${table} and ns.nspname = current_schema() and not ix.indisprimary and am.amname = 'btree'
          group by ix.indexrelid, ix.indisunique`.execute(db)
      : await sql<{ cols: string; uniq: number }>`
          select (select group_concat(name, ', ') from (select name from pragma_index_info(l.name) order by seqno)) as cols,
                 l."unique" as uniq
          from pragma_index_list(${table}) l where l.origin <> 'pk'`.execute(db)
  return rows.map((r) => `${r.uniq ? 'unique ' : ''}(${r.cols})`).sort()
}
