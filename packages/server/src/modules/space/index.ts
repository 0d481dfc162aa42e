import { SpaceInfo, SpaceType, SpaceTypeDelete, spaceFileType } from '@backroom/contract'
import {
  type ApiRequest,
  type AppContext,
  chunk,
  type Db,
  defineModule,
  fail,
  nowIso,
} from '../../platform.ts'
import { menus } from './menus.ts'
import { messages } from './messages.ts'

type Row = Record<string, unknown>
const shared = { none: 'the file space is shared by every administrator' }

/** Storage keys of the files a delete took out of the space, kept until it commits. */
const removed = new WeakMap<ApiRequest, string[]>()

/**
 * Removes from storage the files a committed delete left without any row pointing at them. Only a
 * key a row was given through `add`/`update` (so one its uploader registered) counts; a row of an
 * older version, whose key nobody vouched for, never removes a file.
 */
async function removeUnused(ctx: AppContext, req: ApiRequest) {
  const store = ctx.registry.hook('upload.storage')
  for (const name of new Set(removed.get(req))) {
    const used = await ctx.db.selectFrom('space_info').select('id').where('key', '=', name).executeTakeFirst()
    const known = await ctx.db
      .selectFrom('base_upload_file')
      .select('id')
      .where('key', '=', name)
      .executeTakeFirst()
    if (used || !known) continue
    await store?.remove(name).catch((err) => ctx.log.warn({ err, name }, 'stored file not removed'))
    await ctx.db.deleteFrom('base_upload_file').where('key', '=', name).execute()
  }
}

/**
 * A row may point at a stored file only if the caller uploaded it: otherwise deleting the row would
 * remove someone else's file (an avatar, a rich-text image) from storage. The super administrator is
 * held to the same rule: the space is shared, and nobody needs another's upload in it to use it.
 */
async function assertUploader(trx: Db, key: string, userId: number) {
  const own = await trx
    .selectFrom('base_upload_file')
    .select('id')
    .where('key', '=', key)
    .where('userId', '=', userId)
    .executeTakeFirst()
  if (!own) throw fail(messages.notUploaded)
}

/** The folder each deleted folder's files move to: the nearest ancestor that is not deleted, or none. */
function survivingParent(rows: Row[]): Map<number, number | null> {
  const parent = new Map(rows.map((r) => [r.id as number, (r.parentId as number | null) ?? null]))
  const out = new Map<number, number | null>()
  for (const id of parent.keys()) {
    let target = parent.get(id) ?? null
    while (target !== null && parent.has(target)) target = parent.get(target) ?? null
    out.set(id, target)
  }
  return out
}

async function assertFolder(trx: Db, id: unknown) {
  if (id === null || id === undefined) return
  const folder = await trx
    .selectFrom('space_type')
    .select('id')
    .where('id', '=', Number(id))
    .executeTakeFirst()
  if (!folder) throw fail(messages.noFolder)
}

export default defineModule({
  name: 'space',
  menus,
  requires: ['base'],
  tables: [SpaceType, SpaceInfo],
  migrations: [
    {
      name: '0001_indexes',
      async up(s) {
        await s.createIndex('space_info', ['classifyId'])
        await s.createIndex('space_info', ['fileId'])
        await s.createIndex('space_info', ['key'])
      },
    },
  ],
  messages,
  resources: (ctx) => {
    const afterCommit = async (req: ApiRequest, action: string) => {
      if (action === 'delete') await removeUnused(ctx, req)
    }
    return [
      {
        prefix: '/admin/space/type',
        entity: SpaceType,
        description: { 'zh-cn': '文件空间分类', 'zh-tw': '檔案空間分類', en: 'File categories' },
        api: ['add', 'delete', 'update', 'info', 'list', 'page'],
        scope: shared,
        tree: { onDelete: 'subtree' },
        deleteBody: SpaceTypeDelete,
        search: { keyWord: ['name'] },
        defaultOrder: [['createTime', 'asc']],
        hooks: {
          /**
           * A deleted folder takes its sub-folders along. Their files are deleted too when the request
           * says `deleteFiles: true`; otherwise they move to the nearest folder that remains (or none).
           */
          async cascade(trx, rows, req) {
            const ids = rows.map((r) => r.id)
            const files = await trx
              .selectFrom('space_info')
              .selectAll()
              .where('classifyId', 'in', ids)
              .execute()
            if (files.length === 0) return []
            if ((req.body as { deleteFiles?: boolean }).deleteFiles) {
              await trx
                .deleteFrom('space_info')
                .where(
                  'id',
                  'in',
                  files.map((f) => f.id),
                )
                .execute()
              removed.set(
                req,
                files.flatMap((f) => (f.key ? [f.key] : [])),
              )
              return [chunk(SpaceInfo, 'deleted', files)]
            }
            const now = nowIso()
            for (const [folder, target] of survivingParent(rows)) {
              await trx
                .updateTable('space_info')
                .set({ classifyId: target, updateTime: now })
                .where('classifyId', '=', folder)
                .execute()
            }
            return [chunk(SpaceInfo, 'changed', files, ['classifyId'])]
          },
          afterCommit,
        },
      },
      {
        prefix: '/admin/space/info',
        entity: SpaceInfo,
        description: { 'zh-cn': '文件空间信息', 'zh-tw': '檔案空間資料', en: 'Files' },
        api: ['add', 'delete', 'update', 'info', 'list', 'page'],
        scope: shared,
        search: { keyWord: ['name'], eq: ['type', 'classifyId'] },
        hooks: {
          /** The type and storage key are read from the URL (the stored name keeps the extension checked at upload). */
          async beforeWrite(trx, values, { existing, req }) {
            if ('classifyId' in values) await assertFolder(trx, values.classifyId)
            if (typeof values.url === 'string') {
              const byUrl = spaceFileType(values.url)
              const name = (values.name ?? existing?.name) as string
              values.type = byUrl === 'file' ? spaceFileType(name) : byUrl
              values.key = ctx.registry.hook('upload.storage')?.nameOf(values.url) ?? null
              if (values.key && values.key !== existing?.key)
                await assertUploader(trx, values.key as string, req.admin.userId)
            }
            return values
          },
          // a file comes back only into a folder that exists now
          async afterRestore(trx, { inserted, reverted }) {
            const ids = [...inserted, ...reverted]
            const files = await trx
              .selectFrom('space_info')
              .select('classifyId')
              .where('id', 'in', ids)
              .execute()
            for (const f of files) await assertFolder(trx, f.classifyId)
          },
          async cascade(_trx, rows, req) {
            removed.set(
              req,
              rows.flatMap((r) => (r.key ? [r.key as string] : [])),
            )
            return []
          },
          afterCommit,
        },
      },
    ]
  },
})
