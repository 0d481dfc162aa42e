import { ParamKey, SysParam } from '@backroom/contract'
import type { FastifyReply } from 'fastify'
import sanitizeHtml from 'sanitize-html'
import type { AppContext } from '../../core/context.ts'
import type { ResourceDeclaration } from '../../core/crud/options.ts'
import { route } from '../../core/http/api.ts'

export const RICH_TEXT = 1

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'h1',
  'h2',
  'span',
  'video',
  'source',
  'u',
  's',
]

const COLOUR = [/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]+)$/i]
/** The only style properties rich text keeps: none of them can place, load or hide anything. */
const allowedStyles = {
  '*': {
    color: COLOUR,
    'background-color': COLOUR,
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'text-decoration': [/^(none|underline|overline|line-through)( (underline|overline|line-through))*$/],
  },
}

/** `data:` URLs stay only as the picture of an `<img>`. */
const imageOnly: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { src, ...rest } = attribs
  return { tagName, attribs: src && /^\s*data:(?!image\/)/i.test(src) ? rest : attribs }
}

/** Rich text as it may be stored and shown: no scripts, handlers, `javascript:` links or layout tricks. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      video: ['src', 'controls', 'width', 'height', 'poster'],
      source: ['src', 'type'],
    },
    allowedStyles,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
    transformTags: { img: imageOnly },
  })
}

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
    row.dataType === RICH_TEXT ? cleanHtml(String(row.data)) : `<pre>${escapeText(String(row.data))}</pre>`
  return reply.send(
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeText(String(row.name))}</title></head><body>${body}</body></html>`,
  )
}

export function paramResource(ctx: AppContext): ResourceDeclaration {
  return {
    prefix: '/admin/base/sys/param',
    entity: SysParam,
    description: '参数配置',
    api: ['add', 'delete', 'update', 'info', 'list', 'page'],
    scope: { none: 'parameters are shop-wide settings; who may read them is decided by permission alone' },
    sortable: ['createTime', 'updateTime'],
    search: { keyWord: ['name', 'keyName'], eq: ['dataType'], like: ['name', 'keyName'] },
    hooks: {
      // whenever the saved row is rich text, also when only its type changes
      beforeWrite(_trx, values, { existing }) {
        const type = values.dataType ?? existing?.dataType
        const data = values.data ?? existing?.data
        if (type === RICH_TEXT && typeof data === 'string') values.data = cleanHtml(data)
        return values
      },
    },
    routes: [
      route({
        method: 'GET',
        action: 'html',
        access: { perm: 'base:sys:param:html' },
        summary: '获得网页内容的参数值',
        query: ParamKey,
        rawReply: true,
        handler: ({ query, reply }) => paramPage(ctx, query.key, reply, false),
      }),
    ],
  }
}
