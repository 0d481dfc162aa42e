// After `vite build`: moves the build manifest out of the served folder (scripts/bundle-report.mjs
// reads it; no browser needs it), then writes .br and .gz copies of the text assets, which the
// server sends pre-compressed.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const dist = path.resolve(import.meta.dirname, '../dist')
const MANIFEST = path.resolve(import.meta.dirname, '../build-manifest.json')
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    // .vite holds the build manifest, which is read at build time and never served
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full)
    } else yield full
  }
}

await fs.rename(path.join(dist, '.vite/manifest.json'), MANIFEST)
await fs.rm(path.join(dist, '.vite'), { recursive: true })

let count = 0
for await (const file of files(dist)) {
  if (!TEXT.test(file)) continue
  const data = await fs.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(data, { level: 9 }),
  ])
  // a copy no smaller than the original would only cost a header
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br)
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz)
  count++
}
console.log(`compressed ${count} assets in ${path.relative(process.cwd(), dist)}`)
