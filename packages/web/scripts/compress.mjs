// Writes .br and .gz copies of the built text assets; the server sends them pre-compressed.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const dist = path.resolve(import.meta.dirname, '../dist')
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

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
