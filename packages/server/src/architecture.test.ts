import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importsOf, ROOT, resolveImport, sourceFiles } from './test/imports.ts'

const CORE_FILE_MAX_LINES = 400
const SERVER = 'packages/server/src/'
const DOOR = `${SERVER}platform.ts`
const HARNESS = `${SERVER}test/harness.ts`
const CONTRACT = 'packages/contract/src/index.ts'
/** the folder of the module a file belongs to, e.g. `packages/server/src/modules/base/` */
const moduleOf = (file: string) =>
  /^(packages\/server\/src\/(?:test\/fixtures\/)?modules\/[^/]+\/)/.exec(file)?.[1]

describe('the repository reads as small rooms with one door', () => {
  const files = sourceFiles()

  it('has no import circle anywhere, type-only imports included', () => {
    expect(importCircles(files)).toEqual([])
  })

  it('keeps every source file of the server core under 400 lines', () => {
    const long = files
      .filter((f) => f.startsWith('packages/server/src/core/') && !f.endsWith('.test.ts'))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > CORE_FILE_MAX_LINES)
    expect(long).toEqual([])
  })

  it('lets a server module reach the platform through its door alone, and no other module at all', () => {
    const wrong = files.flatMap((file) => {
      const own = moduleOf(file)
      if (!own) return []
      return importsOf(file).flatMap((specifier) => {
        const target = resolveImport(file, specifier)
        const allowed =
          target === undefined ||
          target === CONTRACT ||
          target === DOOR ||
          target.startsWith(own) ||
          (file.endsWith('.test.ts') && target === HARNESS)
        return allowed ? [] : [`${file} imports ${specifier}`]
      })
    })
    expect(wrong).toEqual([])
    // the rule would pass on a tree without modules
    expect(files.filter((f) => moduleOf(f)).length).toBeGreaterThan(40)
  })

  it('finds the imports it checks', () => {
    // the checks above would pass on a reader that found nothing
    expect(files.length).toBeGreaterThan(300)
    expect(importsOf('packages/server/src/core/crud/declare.ts')).toContain('./resource.ts')
    expect(resolveImport('packages/server/src/core/crud/declare.ts', './resource.ts')).toBe(
      'packages/server/src/core/crud/resource.ts',
    )
  })
})
