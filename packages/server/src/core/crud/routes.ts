import {
  BUTTON_TEXT,
  type CrudAction,
  DeleteBody,
  InfoQuery,
  ListQuery,
  PageQuery,
  type Text,
  TreeOrder,
} from '@backroom/contract'
import { z } from 'zod'
import { nowIso } from '../db/wire.ts'
import { type ApiRequest, type Route, route } from '../http/api.ts'
import { fail } from '../http/errors.ts'
import type { Row } from './options.ts'
import type { Resource } from './resource.ts'

/** What the standard routes do, as the permission buttons granting them say it (EPS and the OpenAPI document show it). */
const summaries = {
  add: BUTTON_TEXT.add,
  delete: BUTTON_TEXT.delete,
  update: BUTTON_TEXT.update,
  info: BUTTON_TEXT.info,
  list: BUTTON_TEXT.list,
  page: BUTTON_TEXT.page,
  order: { 'zh-cn': '排序', 'zh-tw': '排序', en: 'Reorder' },
} satisfies Record<CrudAction | 'order', Text>

/** The standard route of a resource for this action, with its permission `module:…:action` and body. */
export function crudRoute(r: Resource, action: CrudAction): Route {
  const access = r.perm(action)
  const base = { action, access, summary: summaries[action] }
  switch (action) {
    case 'add':
      return {
        ...base,
        method: 'POST',
        body: z.union([r.addBody, z.array(r.addBody).min(1).max(1000)]),
        handler: (req) => r.add(req as ApiRequest<Row | Row[]>),
      }
    case 'update':
      return {
        ...base,
        method: 'POST',
        body: r.updateBody,
        handler: (req) => r.update(req as ApiRequest<Row>),
      }
    case 'delete':
      return {
        ...base,
        method: 'POST',
        body: r.options.deleteBody ?? DeleteBody,
        handler: (req) => r.delete(req as ApiRequest<{ ids: number[] }>),
      }
    case 'info':
      return {
        ...base,
        method: 'GET',
        query: InfoQuery,
        handler: async (req) => {
          const row = await r.info((req.query as { id: number }).id, req)
          // a row outside the caller's scope is answered as one that does not exist
          if (!row) throw fail('notExist')
          return row
        },
      }
    case 'list':
      return {
        ...base,
        method: 'POST',
        body: ListQuery,
        handler: (req) => r.list(req as ApiRequest<Row>),
      }
    case 'page':
      return {
        ...base,
        method: 'POST',
        body: PageQuery,
        handler: (req) => r.page(req as ApiRequest<Row>),
      }
  }
}

/** Moves and reorders rows of the tree in one transaction: `[{ id, parentId?, orderNum }]`. */
export function orderRoute(r: Resource, orderColumn: string): Route {
  return route({
    method: 'POST',
    action: 'order',
    access: r.perm('order'),
    summary: summaries.order,
    body: TreeOrder,
    handler: async (req) => {
      const column = r.parentColumn!
      await r.transaction(async (trx) => {
        const ids = [...new Set(req.body.map((i) => i.id))]
        const rows = await r.rowsForChange(trx, ids, req.admin)
        if (rows.length !== ids.length) throw fail('notExist')
        for (const item of req.body) {
          const set: Row = { [orderColumn]: item.orderNum, updateTime: nowIso() }
          if (item.parentId !== undefined) set[column] = item.parentId
          await trx.updateTable(r.table).set(set).where('id', '=', item.id).execute()
        }
        // checked once every row has moved: a batch may move a row and its new parent together
        const before = new Map(rows.map((row) => [row.id, row[column]]))
        for (const item of req.body)
          if (item.parentId !== before.get(item.id))
            await r.checkParent(trx, item.id, item.parentId, req.admin)
        await r.assertWritable(trx, ids, req.admin)
      })
      await r.hooks.afterCommit?.(req, 'update')
    },
  })
}
