import { type Db, fail } from '../../platform.ts'
import type { messages } from './messages.ts'

type Message = typeof messages.noOccupation

/**
 * Refuses a value that no entry of the dictionary `key` has: an entry's value, or its id when it
 * has none (as the console's dictionary fields send them).
 */
export async function assertEntry(trx: Db, key: string, value: unknown, message: Message) {
  if (value === null || value === undefined) return
  const entry = await trx
    .selectFrom('dict_info as a')
    .innerJoin('dict_type as t', 't.id', 'a.typeId')
    .select('a.id')
    .where('t.key', '=', key)
    .where((eb) =>
      eb.or([
        eb('a.value', '=', String(value)),
        eb.and([eb.or([eb('a.value', 'is', null), eb('a.value', '=', '')]), eb('a.id', '=', Number(value))]),
      ]),
    )
    .executeTakeFirst()
  if (!entry) throw fail(message, { value: String(value) })
}
