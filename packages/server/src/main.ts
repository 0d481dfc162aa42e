import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { ConfigError, readConfig } from './core/config.ts'

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const config = readConfig()
  config.webDir ??= path.resolve(here, '../../web/dist')
  const { app, notices, close } = await createApp(config, { scheduler: true })
  for (const k of config.testSettings)
    app.log.warn(`test setting ${k} is in force: never use it on a real shop`)
  await app.listen({ port: config.port, host: config.host })
  const { port } = app.server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  console.log(`\nBackroom is running at ${url}`)
  for (const line of notices) console.log(`  ${line}`)
  console.log('  Sign in with the username "admin".\n')
  // a second signal while stopping must not cut the last request-log flush short
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message)
  else console.error(err)
  process.exit(1)
})
