import type { Language, Text } from '@backroom/contract'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import type { Controller } from '../crud/controller.ts'

/** JSON Schema of a route's input, for the OpenAPI document only (validation stays with zod). */
export function toJsonSchema(schema: z.ZodType): object {
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
    delete json.$schema
    return json
  } catch {
    return {}
  }
}

/**
 * The OpenAPI document at /swagger/json and its UI at /swagger: for a signed-in administrator's
 * token in `Authorization` (the console fetches it with the session), for anyone with EPS_PUBLIC;
 * its routes' summaries in the caller's language.
 */
export async function registerDocs(app: FastifyInstance, ctx: AppContext) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Backroom API',
        version: '0.1.0',
        description: 'Send the access token as the raw `Authorization` header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  })
  const onRequest = async (req: FastifyRequest) => {
    if (!ctx.config.epsPublic) await ctx.access.authenticate(req.headers.authorization)
  }
  const translated = new Map<Language, OpenApiDocument>()
  const summaries = summariesOf(ctx.registry.controllers)
  await app.register(swaggerUi, {
    routePrefix: '/swagger',
    uiHooks: { onRequest },
    // the document is made once; each language's copy once too
    transformSpecificationClone: false,
    transformSpecification: (doc, req) => {
      const { lang } = req as FastifyRequest
      const answer = translated.get(lang) ?? inLanguage(doc as OpenApiDocument, summaries, lang)
      translated.set(lang, answer)
      return answer
    },
  })
}

type OpenApiDocument = { paths?: Record<string, Record<string, { summary?: string }>> }

/** Each route's summary by `<method> <path>`, as the document names its operations. */
function summariesOf(controllers: Controller[]) {
  return new Map<string, Text>(
    controllers.flatMap((c) =>
      c.routes.map((r) => [`${r.method.toLowerCase()} ${c.prefix}/${r.action}`, r.summary]),
    ),
  )
}

/** The document with its operations' summaries in `lang` (a copy: the one built stays zh-cn). */
function inLanguage(doc: OpenApiDocument, summaries: Map<string, Text>, lang: Language): OpenApiDocument {
  const paths = Object.entries(doc.paths ?? {}).map(([path, item]) => {
    const operations = Object.entries(item).map(([method, op]) => {
      const summary = summaries.get(`${method} ${path}`)?.[lang]
      return [method, summary ? { ...op, summary } : op]
    })
    return [path, Object.fromEntries(operations)]
  })
  return { ...doc, paths: Object.fromEntries(paths) }
}
