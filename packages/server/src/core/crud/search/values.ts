import { type Expression, type SqlBool, sql } from 'kysely'
import { valuesTable } from '../../db/schema/specs.ts'
import type { AnyEb } from '../scope.ts'
import type { GramSources, JoinedMatch } from './match.ts'
import { postings } from './postings.ts'
import type { SearchTable } from './table.ts'

/** The values of a repeated column that have this gram, as `v.val`. */
export function valueGrams(t: SearchTable, gram: string, column: string) {
  return t.db
    .selectFrom(`${t.table}_vgram as v`)
    .select('v.val')
    .where('v.gram', '=', gram)
    .where('v.col', '=', column)
}

/** Whether row `a`'s value of a repeated column has this gram (one seek of its value's grams). */
export function valueHas(t: SearchTable, eb: AnyEb, column: string, gram: string): Expression<SqlBool> {
  return eb.exists(valueGrams(t, gram, column).whereRef('v.val', '=', `a.${column}`))
}

/**
 * Where a gram is found: whether any posting has it, and the repeated columns with a value that
 * has it (a keyword no such value has is the postings' alone). One seek per index.
 */
export async function gramSources(t: SearchTable, gram: string): Promise<GramSources> {
  const { repeated, posts } = t.declared
  const found = await t.db
    .selectNoFrom((eb) => [
      ...repeated.map((c, i) => eb.exists(valueGrams(t, gram, c)).as(`c${i}`)),
      sql<SqlBool>`${posts ? eb.exists(postings(t, gram)) : sql`1 = 0`}`.as('posted'),
    ])
    .executeTakeFirstOrThrow()
  return {
    posted: Boolean(found.posted),
    valued: repeated.filter((_, i) => Boolean(found[`c${i}`])),
  }
}

/**
 * The number of rows a keyword matches through one repeated column, summed from the counts of
 * its values that have the gram (none: 0), plus the rows only a joined column matches (found
 * through the join's key, probed against the column's values).
 */
export function valueCount(t: SearchTable, gram: string, column: string | undefined, joined: JoinedMatch[]) {
  const summed = t.db
    .selectFrom(`${valuesTable(t.table)} as w`)
    .select(sql<number>`coalesce(sum(w.n), 0)`.as('total'))
    .where('w.col', '=', column ?? '')
    .where('w.val', 'in', valueGrams(t, gram, column ?? ''))
  if (!joined.length) return summed
  const onlyJoined = t.db
    .selectFrom(`${t.table} as a`)
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) =>
      eb.and([
        eb.or(joined.map((m) => m.condition(eb, false))),
        ...(column ? [eb.not(valueHas(t, eb, column, gram))] : []),
      ]),
    )
  return t.db.selectNoFrom(sql<number>`(${summed}) + (${onlyJoined})`.as('total'))
}
