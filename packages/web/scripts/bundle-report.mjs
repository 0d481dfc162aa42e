// Sizes of the built console, gzip-compressed: everything, and what the sign-in page loads
// (the entry and the sign-in chunk with their static imports and styles). For `npm run bench`:
//   import { bundleReport } from '../packages/web/scripts/bundle-report.mjs'
// or run it: node packages/web/scripts/bundle-report.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const DIST = path.resolve(import.meta.dirname, '../dist')
const MANIFEST = path.resolve(import.meta.dirname, '../build-manifest.json')
const SIGN_IN_CHUNK = 'src/shell/login/LoginPage.tsx'

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (/\.(js|css|html)$/.test(entry.name)) yield full
  }
}

/** `{ total, signIn }`, each `{ files, bytes, gzip }`. */
export function bundleReport(dist = DIST) {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'))
  const signIn = new Set(['index.html'])
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest: did the sign-in page move?`)
    signIn.add(chunk.file)
    for (const css of chunk.css ?? []) signIn.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  visit(SIGN_IN_CHUNK)
  const measure = (list) => ({
    files: list.length,
    bytes: list.reduce((sum, f) => sum + fs.statSync(f).size, 0),
    gzip: list.reduce((sum, f) => sum + gzipSize(f), 0),
  })
  return {
    total: measure([...files(dist)]),
    signIn: measure([...signIn].map((f) => path.join(dist, f))),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { total, signIn } = bundleReport()
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(`console bundle: ${total.files} files, ${kb(total.bytes)}, ${kb(total.gzip)} gzip`)
  console.log(`sign-in page:   ${signIn.files} files, ${kb(signIn.bytes)}, ${kb(signIn.gzip)} gzip`)
}
