import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(__dirname, '..')
const modulesDir = path.join(src, 'modules')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name)
    if (d.isDirectory()) return sources(file)
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [file] : []
  })
}

/** String literals and import paths of a source, comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2])
}

describe('the shell and the CRUD kit', () => {
  it('import no module and name none of its API paths, views or permissions', () => {
    // base is the sign-in module the shell is built on: its session API (comm, open) is the shell's
    const names = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'base')
      .map((d) => d.name)
    expect(names).toEqual(expect.arrayContaining(['dict', 'space', 'recycle']))
    const found: string[] = []
    for (const dir of ['shell', 'crud']) {
      for (const file of sources(path.join(src, dir))) {
        const text = fs.readFileSync(file, 'utf8')
        for (const s of literals(text)) {
          const intoModule =
            s.startsWith('.') &&
            path.resolve(path.dirname(file), s).startsWith(modulesDir + path.sep) &&
            !s.includes('*')
          const naming =
            !s.startsWith('.') &&
            names.some((n) => s.includes(`/${n}/`) || s.startsWith(`${n}/`) || s.startsWith(`${n}:`))
          if (intoModule || naming) found.push(`${path.relative(src, file)}: ${s}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
