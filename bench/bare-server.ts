// A bare Fastify server: the ceiling for the HTTP layer on this machine. Each route answers with
// fixed bytes (those Backroom sent for the same call), so only the routing and I/O cost remain.
// Usage: node --import tsx bench/bare-server.ts <routes.json>; prints "listening on <port>".
import fs from 'node:fs'
import Fastify from 'fastify'
import type { BareRoute } from './bare.ts'

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as BareRoute[]
const app = Fastify({ logger: false })
for (const route of routes) {
  app.route({
    method: route.method,
    url: route.path,
    handler: (_req, reply) => reply.type('application/json; charset=utf-8').send(route.body),
  })
}
await app.listen({ port: 0, host: '127.0.0.1' })
const { port } = app.server.address() as { port: number }
console.log(`listening on ${port}`)
