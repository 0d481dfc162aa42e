import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Module } from './core/module.ts'

/** Set by build.mjs: the module folders present when the server was bundled. */
declare const BACKROOM_MODULES: string[] | undefined

/** The folders of `src/modules/` that hold a module (an `index.ts`). */
function moduleFolders(): string[] {
  if (typeof BACKROOM_MODULES !== 'undefined') return BACKROOM_MODULES
  const dir = fileURLToPath(new URL('./modules/', import.meta.url))
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort()
}

/**
 * Every module the server has: the folders of `src/modules/`, plus modules in extra folders (tests
 * add fixture modules this way). Each folder's `index.ts` default-exports its module.
 */
export async function discoverModules(extraDirs: string[] = []): Promise<Module[]> {
  const own = await Promise.all(
    moduleFolders().map(async (name) => (await import(`./modules/${name}/index.ts`)).default as Module),
  )
  const extra = await Promise.all(
    extraDirs.map(
      async (dir) => (await import(pathToFileURL(path.join(dir, 'index.ts')).href)).default as Module,
    ),
  )
  return [...own, ...extra]
}
