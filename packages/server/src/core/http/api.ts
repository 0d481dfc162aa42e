import type { Language, Text } from '@backroom/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Admin } from '../auth/access.ts'
import type { AppCaller } from '../auth/app-realm.ts'

/**
 * Who may call a route: anyone (`public`), any signed-in administrator (`session`), an
 * administrator holding a permission (`{ perm }`), or a signed-in app user (`app`, `/app/*` only).
 * Every route states it; nothing is inferred from the URL.
 */
export type Access = 'public' | 'session' | 'app' | { perm: string }

export interface ApiRequest<B = unknown, Q = unknown> {
  body: B
  query: Q
  /** the caller; always set unless the route is public */
  admin: Admin
  /** the app user calling an `app` route */
  appUser?: AppCaller
  lang: Language
  ip: string
  /** path without query string and without the `/api` prefix */
  url: string
  raw: FastifyRequest
  reply: FastifyReply
}

export interface Route<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST'
  /** last path segment, e.g. `page` */
  action: string
  access: Access
  /**
   * what it does, in the three languages: EPS and the OpenAPI document answer it in the caller's
   * (the console's API reference and its "auto-add permissions" show it); start-up stops when one
   * is missing
   */
  summary: Text
  body?: B
  query?: Q
  /** multipart or raw routes read the request themselves */
  rawBody?: boolean
  /** when true the handler writes the reply itself (HTML pages); its return value is ignored */
  rawReply?: boolean
  /** a read the console makes in the background (session data): the request log leaves it out unless REQUEST_LOG_IGNORE is set */
  unlogged?: boolean
  handler(req: ApiRequest<z.output<B>, z.output<Q>>): Promise<unknown> | unknown
}

/**
 * Data a handler hands over already written as JSON (a kept answer): the route sends the text in
 * its envelope as it is, without serialising it again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Helps TypeScript infer body and query types of one route. */
export const route = <B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType>(r: Route<B, Q>) =>
  r as unknown as Route

declare module 'fastify' {
  interface FastifyRequest {
    admin?: Admin
    appUser?: AppCaller
    lang: Language
  }
  interface FastifyContextConfig {
    access?: Access
    unlogged?: boolean
  }
}
