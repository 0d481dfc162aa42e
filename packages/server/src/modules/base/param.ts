import { ParamKey, SysParam } from '@backroom/contract'
import type { FastifyReply } from 'fastify'
import {
  type AppContext,
  cleanRichText,
  nowIso,
  type ResourceDeclaration,
  route,
  type SettingsStore,
} from '../../platform.ts'

export const RICH_TEXT = 1

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A rich-text parameter as a page, sanitized again as it is sent. The public route serves only
 * rich-text parameters: string and file parameters may hold secrets.
 */
export async function paramPage(ctx: AppContext, key: string, reply: FastifyReply, publicOnly: boolean) {
  let q = ctx.db.selectFrom('base_sys_param').select(['name', 'data', 'dataType']).where('keyName', '=', key)
  if (publicOnly) q = q.where('dataType', '=', RICH_TEXT)
  const row = await q.executeTakeFirst()
  reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src * data:; media-src *; style-src 'unsafe-inline'",
    )
  if (!row) return reply.send('key notfound')
  const body =
    row.dataType === RICH_TEXT
      ? cleanRichText(String(row.data))
      : `<pre>${escapeText(String(row.data))}</pre>`
  return reply.send(
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeText(String(row.name))}</title></head><body>${body}</body></html>`,
  )
}

export function paramResource(ctx: AppContext): ResourceDeclaration {
  return {
    prefix: '/admin/base/sys/param',
    entity: SysParam,
    description: { 'zh-cn': '参数配置', 'zh-tw': '參數設定', en: 'Parameters' },
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { none: 'parameters are shop-wide settings; who may read them is decided by permission alone' },
    sortable: ['createTime', 'updateTime'],
    search: {
      keyWord: ['name', 'keyName'],
      keywordIndex: 'trigram',
      eq: ['dataType'],
      like: ['name', 'keyName'],
    },
    // the seeded parameters' and declared settings' names and texts in the caller's language;
    // `open/html` and `ctx.settings` read the stored data
    seedTexts: ['name', 'data', 'remark'],
    hooks: {
      // whenever the saved row is rich text, also when only its type changes
      beforeWrite(_trx, values, { existing }) {
        const type = values.dataType ?? existing?.dataType
        const data = values.data ?? existing?.data
        // a module's setting holds only what the module can read
        ctx.settings.check(String(values.keyName ?? existing?.keyName), data)
        if (type === RICH_TEXT && typeof data === 'string') values.data = cleanRichText(data)
        return values
      },
    },
    routes: [
      route({
        method: 'GET',
        action: 'html',
        access: { perm: 'base:sys:param:html' },
        summary: {
          'zh-cn': '获得网页内容的参数值',
          'zh-tw': '取得網頁內容的參數值',
          en: 'A parameter as a web page',
        },
        query: ParamKey,
        rawReply: true,
        handler: ({ query, reply }) => paramPage(ctx, query.key, reply, false),
      }),
    ],
  }
}

/** The settings modules declare, kept as text parameters under their keys: the params screen shows them. */
export function paramSettings(ctx: AppContext): SettingsStore {
  const { db } = ctx
  return {
    async read(key) {
      const row = await db
        .selectFrom('base_sys_param')
        .select('data')
        .where('keyName', '=', key)
        .executeTakeFirst()
      return row?.data ?? undefined
    },
    async write(setting, text) {
      const now = nowIso()
      await db
        .insertInto('base_sys_param')
        .values({
          keyName: setting.key,
          name: setting.name['zh-cn'],
          data: text,
          dataType: 0,
          createTime: now,
          updateTime: now,
        })
        .onConflict((oc) => oc.column('keyName').doUpdateSet({ data: text, updateTime: now }))
        .execute()
    },
    async seed(settings) {
      const now = nowIso()
      // settings kept in `base_sys_conf` before parameters held them keep their values
      const before = await db
        .selectFrom('base_sys_conf')
        .select(['cKey', 'cValue'])
        .where(
          'cKey',
          'in',
          settings.map((s) => s.key),
        )
        .execute()
      const kept = new Map(before.map((r) => [r.cKey, r.cValue]))
      for (const s of settings)
        await db
          .insertInto('base_sys_param')
          .values({
            keyName: s.key,
            name: s.name['zh-cn'],
            data: kept.get(s.key) ?? (typeof s.default === 'string' ? s.default : JSON.stringify(s.default)),
            dataType: 0,
            createTime: now,
            updateTime: now,
          })
          .onConflict((oc) => oc.column('keyName').doNothing())
          .execute()
    },
  }
}
