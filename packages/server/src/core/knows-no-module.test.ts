import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { discoverModules } from '../modules.ts'

const coreDir = path.dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name)
    if (d.isDirectory()) return sources(file)
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [file] : []
  })
}

/** String literals and import paths of a source, comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2])
}

describe('the core', () => {
  it('imports no module and names none in a string (its name, its tables, its permissions)', async () => {
    const names = (await discoverModules()).map((m) => m.name)
    expect(names).toEqual(expect.arrayContaining(['base', 'dict', 'recycle']))
    const naming = (s: string) =>
      /(^|\/)modules\//.test(s) ||
      names.some((n) => s === n || s.startsWith(`${n}_`) || s.startsWith(`${n}:`) || s.includes(`/${n}/`))
    const found = sources(coreDir).flatMap((file) =>
      literals(fs.readFileSync(file, 'utf8'))
        .filter(naming)
        .map((s) => `${path.relative(coreDir, file)}: ${s}`),
    )
    expect(found).toEqual([])
  })
})
