// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js, and
// the backup command into dist/backup.js. npm dependencies stay external: they load from
// node_modules as usual, so the bundles run with the server's `dependencies` alone (no dev ones).
import fs from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url)))
// the module folders, bundled through src/modules.ts's `import(\`./modules/${name}/index.ts\`)`
const modulesDir = new URL('./src/modules/', import.meta.url)
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(new URL(`${d.name}/index.ts`, modulesDir)))
  .map((d) => d.name)
  .sort()
const result = await build({
  entryPoints: { main: 'src/main.ts', backup: 'src/core/db/backup.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  external: Object.keys(pkg.dependencies ?? {}),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  define: { BACKROOM_MODULES: JSON.stringify(modules) },
  logLevel: 'warning',
})
// a package missing from `dependencies` would be copied into the bundle, or absent on a host
// installed with `npm ci --omit=dev`
const bundled = new Set(
  Object.keys(result.metafile.inputs).flatMap((file) => {
    const name = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
    return name ? [name] : []
  }),
)
if (bundled.size > 0) {
  console.error(
    `The server imports ${[...bundled].join(', ')}, not in packages/server/package.json "dependencies": add it there`,
  )
  process.exit(1)
}
