import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { testSummary } from './test-summary.mjs'

describe("npm test's last line", () => {
  it('names every database and service the suites ran on', () => {
    const env = { TEST_DATABASE_URL: 'postgres://x', TEST_REDIS_URL: 'redis://x' }
    assert.equal(
      testSummary(env, 0),
      'Suites ran on SQLite, PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL); browser tests in Chromium (/usr/bin/chromium).',
    )
  })

  it('says what was left out and which variable brings it in', () => {
    assert.equal(
      testSummary({ CHROMIUM_PATH: '/opt/chrome' }, 0),
      'Suites ran on SQLite; browser tests in Chromium (/opt/chrome); left out: PostgreSQL (set TEST_DATABASE_URL), Redis (set TEST_REDIS_URL).',
    )
  })

  it('says the run failed when a step did', () => {
    assert.match(
      testSummary({ TEST_REDIS_URL: 'redis://x' }, 1),
      /^npm test failed \(see above\)\. Suites set to run on SQLite, Redis/,
    )
  })
})
