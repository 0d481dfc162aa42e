import { DemoMember } from '@backroom/contract'
import { type Db, defineModule, fail } from '../../platform.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'

/** Refuses an occupation that no `occupation` entry has: its value, or its id when it has none. */
async function assertOccupation(trx: Db, value: unknown) {
  if (value === null || value === undefined) return
  const entry = await trx
    .selectFrom('dict_info as a')
    .innerJoin('dict_type as t', 't.id', 'a.typeId')
    .select('a.id')
    .where('t.key', '=', 'occupation')
    .where((eb) =>
      eb.or([
        eb('a.value', '=', String(value)),
        eb.and([eb.or([eb('a.value', 'is', null), eb('a.value', '=', '')]), eb('a.id', '=', Number(value))]),
      ]),
    )
    .executeTakeFirst()
  if (!entry) throw fail(messages.noOccupation, { value: String(value) })
}

/** The CRUD example: a real resource whose occupation field reads the `occupation` dictionary. */
export default defineModule({
  name: 'demo',
  menus,
  requires: ['base', 'dict'],
  tables: [DemoMember],
  migrations: [],
  messages,
  resources: () => [
    {
      prefix: '/admin/demo/member',
      entity: DemoMember,
      description: { 'zh-cn': 'crud 示例', 'zh-tw': 'CRUD 範例', en: 'CRUD demo' },
      api: ['add', 'delete', 'update', 'info', 'list', 'page'],
      scope: { none: 'example data shared by every administrator' },
      search: { keyWord: ['name'], eq: ['occupation'] },
      hooks: {
        async beforeWrite(trx, values) {
          await assertOccupation(trx, values.occupation)
          return values
        },
        async afterRestore(trx, { inserted }) {
          const rows = await trx
            .selectFrom('demo_member')
            .select('occupation')
            .where('id', 'in', inserted)
            .execute()
          for (const r of rows) await assertOccupation(trx, r.occupation)
        },
      },
    },
  ],
})
