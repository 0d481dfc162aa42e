import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(__dirname, '../..')
/** The platform's doors: a module imports the shell and the CRUD kit from these folders' index.ts only. */
const DOORS = ['shell', 'crud'].map((dir) => path.join(src, dir))

/** Each module's folder: `src/modules/<name>/`, and the unit tests' `src/test/fixtures/modules/<name>/`. */
const moduleFolders = ['modules', 'test/fixtures/modules'].flatMap((dir) =>
  fs
    .readdirSync(path.join(src, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(src, dir, d.name)),
)

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name)
    if (d.isDirectory()) return filesIn(file)
    return /\.(tsx?|css)$/.test(d.name) ? [file] : []
  })
}

/** What a source imports: static, type-only, re-exported, side-effect, dynamic, globbed, CSS `@import`. */
export function importsOf(source: string): string[] {
  // comments out; a block comment opens a line or follows a space (`image/*` in a string is no comment)
  const code = source.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/^\s*\/\/.*$/gm, '')
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"`]([^'"`]+)['"`]/g,
    /@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g,
  ]
  return patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[1]))
}

/** Whether a module file may import `spec`: a door, the contract, an npm package or its own folder's files. */
export function mayImport(file: string, folder: string, spec: string): boolean {
  if (spec.startsWith('@backroom/')) return spec === '@backroom/contract'
  if (!spec.startsWith('.') && !spec.startsWith('/')) return true
  if (spec.startsWith('/')) return false
  const target = path.resolve(path.dirname(file), spec).replace(/\/index(\.tsx?)?$/, '')
  return target.startsWith(folder + path.sep) || DOORS.includes(target)
}

const platformImports = (file: string, folder: string, source: string) =>
  importsOf(source)
    .filter((spec) => !mayImport(file, folder, spec))
    .map((spec) => `${path.relative(src, file)} imports '${spec}'`)

describe('a module', () => {
  it('imports of the platform only its doors, src/shell and src/crud, besides the contract and npm', () => {
    expect(moduleFolders.length).toBeGreaterThan(5)
    const found = moduleFolders.flatMap((folder) =>
      filesIn(folder).flatMap((file) => platformImports(file, folder, fs.readFileSync(file, 'utf8'))),
    )
    expect(found).toEqual([])
  })

  it('is told apart from one that reaches past the doors, into another module or the platform', () => {
    const folder = path.join(src, 'modules/shelf')
    const file = path.join(folder, 'views/list.tsx')
    const source = `
      /** Shelves, see image/* and '../../../shell/i18n/areas' in this comment */
      import { Card } from 'antd'
      import { SysUser } from '@backroom/contract'
      import { api, type ModuleDescriptor } from '../../../shell'
      import { CrudPage } from '../../../crud/index'
      import { ShelfTool } from '../components/ShelfTool'
      import './list.css'
      import {
        useAreaTexts,
      } from '../../../shell/i18n/areas'
      import type { Row } from '../../../crud/types'
      export { userResource } from '../../base/resources/user'
      import { API_BASE } from '../../../config'
      import { server } from '@backroom/server'
      const accept = 'image/*'
      const load = () => import('../../space/components/PickerDialog')
      const pages = import.meta.glob('../../*/views/*.tsx')
    `
    expect(platformImports(file, folder, source)).toEqual([
      "modules/shelf/views/list.tsx imports '../../../shell/i18n/areas'",
      "modules/shelf/views/list.tsx imports '../../../crud/types'",
      "modules/shelf/views/list.tsx imports '../../base/resources/user'",
      "modules/shelf/views/list.tsx imports '../../../config'",
      "modules/shelf/views/list.tsx imports '@backroom/server'",
      "modules/shelf/views/list.tsx imports '../../space/components/PickerDialog'",
      "modules/shelf/views/list.tsx imports '../../*/views/*.tsx'",
    ])
  })
})
