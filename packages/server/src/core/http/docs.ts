import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
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

/** The OpenAPI document and its UI at /swagger: always in development, in production with EPS_PUBLIC. */
export async function registerDocs(app: FastifyInstance, ctx: AppContext) {
  if (ctx.config.production && !ctx.config.epsPublic) return
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
  await app.register(swaggerUi, { routePrefix: '/swagger' })
}
