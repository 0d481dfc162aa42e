import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { root as repoRoot, targets as repoTargets } from './build.mjs'
import { buildIfStale, inputsHash } from './build-if-stale.mjs'

/** A copy of the repository's shape in small: two targets sharing an input, builds that count their runs. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-build-'))
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  write('contract/src/index.ts', 'export const a = 1')
  write('web/src/main.tsx', 'render()')
  write('web/src/main.test.tsx', 'test()')
  write('server/src/main.ts', 'listen()')
  const runs = { console: 0, server: 0 }
  const broken = new Set()
  const target = (name, dir, output) => ({
    name,
    inputs: [dir, 'contract/src', 'package-lock.json'],
    skip: (rel) => rel.endsWith('.test.tsx') || rel === `${dir}/dist`,
    outputs: [output],
    build() {
      if (broken.has(name)) throw new Error(`${name}: syntax error`)
      runs[name]++
      write(output, `built ${runs[name]}`)
    },
  })
  const targets = [
    target('console', 'web', 'web/dist/index.html'),
    target('server', 'server', 'server/dist/main.js'),
  ]
  const build = (force = false) =>
    buildIfStale(targets, { root, stampDir: path.join(root, '.stamps'), force, log: () => {} })
  return { root, write, runs, broken, build }
}

describe('the build-if-stale step', () => {
  let p
  beforeEach(() => {
    p = project()
  })
  afterEach(() => fs.rmSync(p.root, { recursive: true, force: true }))

  it('builds everything the first time and nothing the second time when nothing changed', async () => {
    assert.deepEqual(await p.build(), ['console', 'server'])
    assert.deepEqual(await p.build(), [])
    assert.deepEqual(p.runs, { console: 1, server: 1 })
  })

  it('rebuilds nothing when a file is touched but keeps its content', async () => {
    await p.build()
    const file = path.join(p.root, 'web/src/main.tsx')
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file, later, later)
    assert.deepEqual(await p.build(), [])
  })

  it('rebuilds only the target whose own sources changed', async () => {
    await p.build()
    p.write('server/src/main.ts', 'listen(8001)')
    assert.deepEqual(await p.build(), ['server'])
    assert.deepEqual(await p.build(), [])
  })

  it('rebuilds both targets when a shared input changes or appears', async () => {
    await p.build()
    p.write('contract/src/index.ts', 'export const a = 2')
    assert.deepEqual(await p.build(), ['console', 'server'])
    p.write('package-lock.json', '{}')
    assert.deepEqual(await p.build(), ['console', 'server'])
  })

  it('leaves out the paths its target skips, such as tests', async () => {
    await p.build()
    p.write('web/src/main.test.tsx', 'test(2)')
    assert.deepEqual(await p.build(), [])
  })

  it('rebuilds a target whose output was removed or replaced by another build', async () => {
    await p.build()
    fs.rmSync(path.join(p.root, 'web/dist/index.html'))
    assert.deepEqual(await p.build(), ['console'])
    p.write('server/dist/main.js', 'built by hand, from who knows what')
    assert.deepEqual(await p.build(), ['server'])
  })

  it('records no build that failed, so the next run tries again', async () => {
    await p.build()
    p.write('server/src/main.ts', 'listen(')
    p.broken.add('server')
    await assert.rejects(p.build(), /server: syntax error/)
    p.broken.clear()
    assert.deepEqual(await p.build(), ['server'])
    assert.deepEqual(p.runs, { console: 1, server: 2 })
  })

  it('builds everything when forced', async () => {
    await p.build()
    assert.deepEqual(await p.build(true), ['console', 'server'])
  })
})

describe("the repository's build targets", () => {
  it('read inputs that exist and hash them the same twice', () => {
    for (const target of repoTargets) {
      for (const input of target.inputs) assert.ok(fs.existsSync(path.join(repoRoot, input)), input)
      assert.equal(inputsHash(repoRoot, target), inputsHash(repoRoot, target))
    }
  })

  it('skip the outputs, so that a build does not make its own inputs stale', () => {
    for (const target of repoTargets) {
      for (const output of target.outputs) assert.ok(target.skip?.(path.posix.dirname(output)), output)
      assert.ok(target.skip?.('packages/web/build-manifest.json'))
    }
  })
})
