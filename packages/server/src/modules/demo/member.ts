import { DemoMember } from '@backroom/contract'
import type { ResourceDeclaration } from '../../platform.ts'
import { assertEntry } from './dictionary.ts'
import { messages } from './messages.ts'

/** The dictionary example: people whose occupation must be an entry of the `occupation` dictionary. */
export const memberResource: ResourceDeclaration = {
  prefix: '/admin/demo/member',
  entity: DemoMember,
  description: { 'zh-cn': '字典示例', 'zh-tw': '字典範例', en: 'Dictionary demo' },
  api: ['add', 'delete', 'update', 'info', 'list', 'page'],
  scope: { none: 'example data shared by every administrator' },
  search: { keyWord: ['name'], eq: ['occupation'] },
  hooks: {
    async beforeWrite(trx, values) {
      await assertEntry(trx, 'occupation', values.occupation, messages.noOccupation)
      return values
    },
    // a restore from the recycle bin passes the same check, as the dictionary is now
    async afterRestore(trx, { inserted }) {
      const rows = await trx
        .selectFrom('demo_member')
        .select('occupation')
        .where('id', 'in', inserted)
        .execute()
      for (const r of rows) await assertEntry(trx, 'occupation', r.occupation, messages.noOccupation)
    },
  },
}
