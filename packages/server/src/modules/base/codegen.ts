import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { AppContext } from '../../core/context.ts'
import { EPS_TYPES, type EpsColumn } from '../../core/eps.ts'
import { type ApiRequest, route } from '../../core/http/api.ts'
import { fail } from '../../core/http/errors.ts'

/**
 * Development helpers for the code generator: `parse` reads an entity declaration
 * written in the contract's vocabulary, `create` writes new source files into a module. Both are
 * for the super-admin on a development machine only: they refuse in production.
 */

const name = z.string().regex(/^[a-z][a-z0-9-]{0,40}$/)
export const ParseBody = z.looseObject({ module: name, entity: z.string().min(1).max(100_000) })
export const CreateBody = z.looseObject({
  module: name,
  fileName: name,
  entity: z.string().max(200_000).optional(),
  controller: z.string().max(200_000).optional(),
  service: z.string().max(200_000).optional(),
})

/** An EPS column as the parser can know it: without dictionary or query source. */
export type ParsedColumn = Omit<EpsColumn, 'dict' | 'source'>

/** Literal arguments of a call (numbers and quoted strings); anything else counts as unknown. */
function literals(args: string): (string | number)[] {
  const out: (string | number)[] = []
  for (const m of args.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)/g)) {
    out.push(m[3] !== undefined ? Number(m[3]) : (m[1] ?? m[2]))
  }
  return out
}

/** The text of an object literal from just after its `{` to its matching `}` (quotes respected). */
function objectBody(source: string, start: number): string {
  let depth = 1
  let quote = ''
  for (let i = start; i < source.length; i++) {
    const c = source[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
    } else if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return source.slice(start, i)
  }
  throw fail('badEntitySource')
}

/**
 * Reads `entity('table', 'ClassName', { field: col.kind(..., 'comment').nullable().default(x), … })`
 * without running it: source text from a browser is never evaluated.
 */
export function parseEntity(source: string) {
  const head = /entity\(\s*['"]([a-z][a-z0-9_]*)['"]\s*,\s*['"]([A-Za-z][A-Za-z0-9]*)['"]\s*,\s*\{/.exec(
    source,
  )
  if (!head) throw fail('badEntitySource')
  const columns: ParsedColumn[] = []
  const field = /(\w+)\s*:\s*col\.(\w+)\(([^)]*)\)((?:\s*\.\w+\([^)]*\))*)/g
  for (const m of objectBody(source, head.index + head[0].length).matchAll(field)) {
    const [, propertyName, kind, args, chain] = m
    if (!(kind in EPS_TYPES)) throw fail('badEntitySource')
    const values = literals(args)
    const comment = String(values.findLast((v) => typeof v === 'string') ?? propertyName)
    const length = kind === 'string' || kind === 'decimal' ? String(values[0] ?? '') : ''
    const defaultMatch = /\.default\(([^)]*)\)/.exec(chain)
    const column: ParsedColumn = {
      propertyName,
      type: EPS_TYPES[kind as keyof typeof EPS_TYPES],
      length,
      comment,
      nullable: /\.nullable\(\)/.test(chain),
    }
    if (defaultMatch) {
      const raw = defaultMatch[1].trim()
      column.defaultValue = raw === 'true' ? true : raw === 'false' ? false : (literals(raw)[0] ?? raw)
    }
    columns.push(column)
  }
  if (columns.length === 0) throw fail('badEntitySource')
  return { tableName: head[1], className: head[2], columns }
}

function assertAllowed(ctx: AppContext, req: ApiRequest) {
  if (ctx.config.production) throw fail('devOnly')
  if (!req.admin.isSuper) throw fail('superOnly')
}

/** Where `create` writes: the server's own module sources, when they are there (a development checkout). */
function modulesDir(ctx: AppContext): string {
  const dir = ctx.config.sourceDir && path.resolve(ctx.config.sourceDir, 'modules')
  if (!dir || !fs.existsSync(dir)) throw fail('devOnly')
  return dir
}

export function codegenRoutes(ctx: AppContext) {
  return [
    route({
      method: 'POST',
      action: 'parse',
      access: { perm: 'base:sys:menu:parse' },
      summary: '解析实体',
      body: ParseBody,
      handler(req) {
        assertAllowed(ctx, req)
        const parsed = parseEntity(req.body.entity)
        const entity = parsed.tableName.startsWith(`${req.body.module}_`)
          ? parsed.tableName.slice(req.body.module.length + 1)
          : parsed.tableName
        return {
          ...parsed,
          fileName: entity.replaceAll('_', '-'),
          path: `/admin/${req.body.module}/${entity.replaceAll('_', '/')}`,
        }
      },
    }),
    route({
      method: 'POST',
      action: 'create',
      access: { perm: 'base:sys:menu:create' },
      summary: '创建代码',
      body: CreateBody,
      handler(req) {
        assertAllowed(ctx, req)
        const { module, fileName, ...parts } = req.body
        const dir = path.join(modulesDir(ctx), module)
        const files = Object.entries({ entity: '', controller: '.controller', service: '.service' })
          .filter(([part]) => typeof parts[part as keyof typeof parts] === 'string')
          .map(([part, suffix]) => ({
            file: path.join(dir, `${fileName}${suffix}.ts`),
            code: parts[part as keyof typeof parts] as string,
          }))
        if (files.length === 0) throw fail('badEntitySource')
        for (const { file } of files)
          if (fs.existsSync(file)) throw fail('fileExists', { file: path.basename(file) })
        fs.mkdirSync(dir, { recursive: true })
        for (const { file, code } of files) fs.writeFileSync(file, code, { flag: 'wx' })
        return { files: files.map(({ file }) => path.relative(ctx.config.sourceDir ?? dir, file)) }
      },
    }),
  ]
}
