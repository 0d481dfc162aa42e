import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root, from this file. */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** The folders whose TypeScript is the project's own. */
const SOURCES = ['packages/contract/src', 'packages/server/src', 'packages/web/src', 'bench', 'e2e']
const SKIP = new Set(['node_modules', 'dist', 'results'])
/** what `@backroom/contract` resolves to */
const CONTRACT = 'packages/contract/src/index.ts'

/** Every .ts/.tsx file of the project's own, relative to the root. */
export function sourceFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name)
      if (e.isDirectory()) {
        if (!SKIP.has(e.name)) walk(rel)
      } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel)
    }
  }
  for (const s of SOURCES) walk(s)
  return out.sort()
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, type-only ones included;
// `declare module 'x'` augments rather than imports
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The specifiers a file imports, as written. */
export function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2])
}

/** The project file a specifier of `from` names; undefined for a package. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier === '@backroom/contract') return CONTRACT
  if (!specifier.startsWith('.')) return undefined
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`])
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile())
      return candidate
  return target
}

/** The import circles among these files: each a list of files that import one another round. */
export function importCircles(files: string[]): string[][] {
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .map((s) => resolveImport(f, s))
        .filter((t): t is string => t !== undefined && t !== f),
    ]),
  )
  // Tarjan's strongly connected components
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (v: string) => {
    order.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue
      if (!order.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!))
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) circles.push(component.sort())
    }
  }
  for (const f of files) if (!order.has(f)) visit(f)
  return circles
}
