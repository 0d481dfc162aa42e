import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../context.ts'

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
 * token in `Authorization` (the console fetches it with the session), for anyone with EPS_PUBLIC.
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
  await app.register(swaggerUi, { routePrefix: '/swagger', uiHooks: { onRequest } })
}
