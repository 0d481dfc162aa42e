import type { FastifyInstance } from 'fastify'

const METHODS = 'GET, POST'
const HEADERS = 'authorization, content-type, language'
const MAX_AGE_SECONDS = 600

/**
 * Cross-origin calls to the app realm (`/app/*`) from the origins `APP_CORS_ORIGINS` lists, for a
 * shop front end served from its own origin; no other origin, and never the console's `/admin`
 * routes. Tokens travel in `Authorization`, so no credentials (cookies) are allowed.
 */
export function registerAppCors(app: FastifyInstance, origins: readonly string[]) {
  const allowed = new Set(origins)
  const listed = (origin: string | undefined) => !!origin && allowed.has(origin)
  // (no hook on every request when no origin is listed, the default)
  if (allowed.size)
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/app/')) return
      reply.header('vary', 'Origin')
      if (listed(req.headers.origin))
        reply.header('access-control-allow-origin', req.headers.origin as string)
    })
  // a browser's preflight: answered for listed origins only
  app.options('/app/*', async (req, reply) => {
    if (!listed(req.headers.origin)) return reply.code(403).send()
    return reply
      .code(204)
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', HEADERS)
      .header('access-control-max-age', MAX_AGE_SECONDS)
      .send()
  })
}
