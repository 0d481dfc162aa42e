import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { HOME_AFTER_SIGN_IN_GOAL_MS, median, SIGN_IN_BUDGET_BYTES } from './console.ts'
import type { BenchResults, Verdict } from './results.ts'
import { renderTable } from './table.ts'

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url))

/** Above this many cores taken by other processes, a figure is marked as understated. */
const BUSY_CORES = 0.25

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const met = (v: Verdict) => (v.met ? 'yes' : 'NO')
const cpu = (us: number | undefined) => (us === undefined ? '' : `${int(us)} µs`)
const others = (cores: number) => `${cores.toFixed(2)}${cores > BUSY_CORES ? ' !' : ''}`

const HEADER = [
  'Figure',
  'Measured',
  'p50',
  'p99',
  'CPU/req',
  'Bare Fastify',
  '× bare',
  'Failed',
  'Others',
  'Target',
  'Met',
]
const RIGHT = [false, true, true, true, true, true, true, true, true, false, false]

function rows(r: BenchResults): string[][] {
  const calls = r.calls.map((c) => [
    `${c.method.padEnd(4)} ${c.label}`,
    `${int(c.backroom.reqPerSec)} req/s`,
    ms(c.backroom.p50Ms),
    ms(c.backroom.p99Ms),
    cpu(c.backroom.serverCpuUs),
    `${int(c.bare.reqPerSec)} req/s`,
    `${c.ratioToBare.toFixed(2)}×`,
    int(c.backroom.failed),
    others(c.otherCores),
    c.verdict.target,
    met(c.verdict),
  ])
  const { adds } = r
  const info = (figure: string, value: string) => [figure, value, ...Array(7).fill(''), '(no target)', '']
  const addsRows = adds
    ? [
        [
          `POST dict/info/add ×${int(adds.count)}, ${adds.connections} at a time`,
          `${adds.seconds.toFixed(2)} s`,
          ms(adds.p50Ms),
          ms(adds.p99Ms),
          cpu(adds.serverCpuUs),
          '',
          '',
          int(adds.failed),
          others(adds.otherCores),
          adds.verdict.target,
          met(adds.verdict),
        ],
      ]
    : []
  return [
    ...calls,
    ...addsRows,
    info('cold start to first answer, filled database', ms(r.coldStart.filledDatabaseMs)),
    info('cold start to first answer, new database', ms(r.coldStart.emptyDatabaseMs)),
    info('server RSS idle, after start', mb(r.rss.idleBytes)),
    info('server RSS peak, under load', mb(r.rss.peakUnderLoadBytes)),
  ]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The console's figures: download sizes and the waits a person sees. */
function consoleRows(c: NonNullable<BenchResults['console']>): string[][] {
  const t = c.tableScroll
  const spread = (xs: number[]) => `${ms(median(xs))} (${ms(Math.min(...xs))}–${ms(Math.max(...xs))})`
  return [
    ['whole console, gzip', kb(c.bundle.totalGzipBytes), `${c.bundle.files} files`, ''],
    [
      'sign-in page JS+CSS, gzip',
      kb(c.bundle.signInGzipBytes),
      `≤ ${kb(SIGN_IN_BUDGET_BYTES)}`,
      c.bundle.signInGzipBytes <= SIGN_IN_BUDGET_BYTES ? 'yes' : 'NO',
    ],
    ['visible sign-in form, new profile', spread(c.signInFormMs), 'median (min–max)', ''],
    [
      'home page usable after pressing sign in',
      spread(c.homeAfterSignInMs),
      `median (min–max), goal ≤ ${ms(HOME_AFTER_SIGN_IN_GOAL_MS)}`,
      median(c.homeAfterSignInMs) <= HOME_AFTER_SIGN_IN_GOAL_MS ? 'yes' : 'NO',
    ],
    ['  of which the sign-in call', spread(c.signInCallMs), 'median (min–max)', ''],
    ['  of which argon2id (OWASP cost)', spread(c.argon2VerifyMs), 'one check, timed alone', ''],
    [
      `users table, ${int(t.rows)} rows: rows in the DOM`,
      `${int(t.maxRowsInDom)} at most`,
      '< 100 (virtual scrolling)',
      t.maxRowsInDom < 100 ? 'yes' : 'NO',
    ],
    [
      'its scroll, frame time',
      `${ms(t.meanFrameMs)} mean, ${ms(t.p95FrameMs)} p95, ${ms(t.maxFrameMs)} max`,
      `${int(t.frames)} frames, ${int(t.droppedFrames)} dropped at 60 Hz`,
      '',
    ],
  ]
}

function notes(r: BenchResults): string[] {
  const busiest = Math.max(r.adds?.otherCores ?? 0, ...r.calls.map((c) => c.otherCores))
  const lines = [
    `Others: cores kept busy by processes outside the bench while the figure was measured (of ${r.machine.cpus}).`,
    'Reference product on this machine: 200–300 req/s for these calls, ~38 s for the 10,000 adds.',
    '× bare: req/s over a bare Fastify route answering the same bytes, measured in the same run.',
    'CPU/req: CPU the server process spent per request (all its threads, and the kernel on its behalf).',
    `Short-keyword indexes rebuilt at the first start after the bulk insert: ${r.data.keywordIndexSeconds.toFixed(1)} s.`,
  ]
  if (busiest > BUSY_CORES) {
    lines.push(
      `WARNING: other processes took up to ${busiest.toFixed(2)} cores; figures marked "!" are understated. Rerun on a quiet machine.`,
    )
  }
  return lines
}

/** The table and the verdict, as `npm run bench` prints them. */
export function formatReport(r: BenchResults): string {
  const { load, data } = r
  return [
    '',
    `Backroom benchmark, ${r.date} · Node ${r.machine.node} · ${r.machine.cpus} × ${r.machine.cpuModel}`,
    `${data.database}, ${int(data.users)} users + ${int(data.logs)} log rows + ${int(data.dict)} dictionary entries (bulk insert ${data.bulkInsertSeconds.toFixed(1)} s) · autocannon, ` +
      `${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.seconds} s per call · every answer checked for 2xx + code 1000`,
    '',
    renderTable(HEADER, rows(r), RIGHT),
    '',
    ...(r.console
      ? [
          `The console in headless Chromium against this server (${r.console.signInFormMs.length} visits):`,
          renderTable(['Figure', 'Measured', 'Note', 'Met'], consoleRows(r.console), [
            false,
            true,
            false,
            false,
          ]),
          '',
        ]
      : []),
    ...notes(r),
    '',
    `Targets met: ${r.targets.met} of ${r.targets.total}.`,
    ...r.targets.misses.map((m) => `  missed: ${m}`),
    `Whole run: ${r.totalSeconds.toFixed(0)} s. Results: bench/results/latest.json`,
    '',
  ].join('\n')
}

export function writeResults(r: BenchResults): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const file = `${RESULTS_DIR}latest.json`
  fs.writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`)
  return file
}
