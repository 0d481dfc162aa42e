// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js.
// npm dependencies stay external: they load from node_modules as usual.
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
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  define: { BACKROOM_MODULES: JSON.stringify(modules) },
  logLevel: 'warning',
})
