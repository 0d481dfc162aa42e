import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { it } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

it('refuses to seed made-up orders into a production database, touching nothing', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-seed-'))
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  assert.equal(run.status, 1)
  assert.match(run.stderr, /refuses to run with NODE_ENV=production/)
  assert.deepEqual(fs.readdirSync(dataDir), [])
  fs.rmSync(dataDir, { recursive: true })
})
