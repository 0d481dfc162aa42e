// The last line of `npm test`: the databases and services its suites ran on, and what they left
// out. `node scripts/test-summary.mjs <exit status of the suites>` prints it and exits with that status.
import { pathToFileURL } from 'node:url'

/** The line for this environment, after the suites ended with `status`. */
export function testSummary(env, status) {
  const ran = ['SQLite']
  const left = []
  if (env.TEST_DATABASE_URL) ran.push('PostgreSQL (TEST_DATABASE_URL)')
  else left.push('PostgreSQL (set TEST_DATABASE_URL)')
  if (env.TEST_REDIS_URL) ran.push('Redis (TEST_REDIS_URL)')
  else left.push('Redis (set TEST_REDIS_URL)')
  const browser = `browser tests in Chromium (${env.CHROMIUM_PATH || '/usr/bin/chromium'})`
  const scope = `${ran.join(', ')}; ${browser}${left.length > 0 ? `; left out: ${left.join(', ')}` : ''}.`
  return status === 0
    ? `Suites ran on ${scope}`
    : `npm test failed (see above). Suites set to run on ${scope}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const status = Number(process.argv[2] ?? 0)
  console.log(`\n${testSummary(process.env, status)}`)
  process.exit(status)
}
