// `npm run serve`: runs the copy already built in packages/server/dist (serving the console built in
// packages/web/dist), as a production host does: no build step, and only the production
// dependencies (`npm ci --omit=dev`) at run time. NODE_ENV defaults to production.
import fs from 'node:fs'

const server = new URL('../packages/server/dist/main.js', import.meta.url)
const web = new URL('../packages/web/dist/index.html', import.meta.url)

if (!fs.existsSync(server)) {
  console.error(
    'Nothing to serve: packages/server/dist/main.js is not built. Run `npm run build` first ' +
      '(it needs the dev dependencies), or copy a built packages/server/dist and packages/web/dist here.',
  )
  process.exit(1)
}
if (!process.env.WEB_DIR && !fs.existsSync(web))
  console.warn(
    'packages/web/dist is not built: serving the API without the console (`npm run build` builds it)',
  )
process.env.NODE_ENV ||= 'production'
try {
  await import(server.href)
} catch (err) {
  if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err
  console.error(`${err.message}\nThe server's dependencies are not installed: run \`npm ci --omit=dev\``)
  process.exit(1)
}
