import type { TargetKind } from './calls.ts'
import type { AddsResult } from './dict-adds.ts'
import type { LoadResult } from './load.ts'
import type { BenchResults, CallResult, Verdict } from './results.ts'

/**
 * The targets of issue 13's table (after issue 2, item 15): throughput an order of magnitude beyond
 * the reference product (200–300 req/s here, ~38 s for the 10,000 adds); a keyword of two
 * characters as fast as a trigram one; one character at half that; a page 1 at a quarter or more
 * of a bare server answering the same bytes.
 */
export const TARGETS = {
  reqPerSec: 2000,
  keywordP99Ms: 20,
  oneChar: { reqPerSec: 1000, p99Ms: 30 },
  shareOfBare: 0.25,
  /** a deep page's rate against its first page's */
  deepShare: 0.8,
  addsSeconds: 3.8,
}

const int = (n: number) => Math.round(n).toLocaleString('en-US')

function verdict(checks: [target: string, met: boolean][], failed: number): Verdict {
  const misses = checks.filter(([, met]) => !met).map(([target]) => target)
  if (failed > 0) misses.push(`${int(failed)} failed answers`)
  return { target: checks.map(([t]) => t).join(', '), met: misses.length === 0, misses }
}

export function callVerdict(result: LoadResult, kind: TargetKind, ratioToBare: number): Verdict {
  const { reqPerSec, p99Ms, failed } = result
  const throughput: [string, boolean] = [`≥ ${int(TARGETS.reqPerSec)} req/s`, reqPerSec >= TARGETS.reqPerSec]
  switch (kind) {
    case 'throughput':
      return verdict([throughput], failed)
    case 'share':
      return verdict(
        [[`≥ ${TARGETS.shareOfBare * 100} % of bare`, ratioToBare >= TARGETS.shareOfBare]],
        failed,
      )
    case 'keyword':
      return verdict(
        [throughput, [`p99 ≤ ${TARGETS.keywordP99Ms} ms`, p99Ms <= TARGETS.keywordP99Ms]],
        failed,
      )
    case 'deep':
      // judged against its first page once both are measured (withFirstPage)
      return verdict([], failed)
    case 'oneChar': {
      const { oneChar: t } = TARGETS
      return verdict(
        [
          [`≥ ${int(t.reqPerSec)} req/s`, reqPerSec >= t.reqPerSec],
          [`p99 ≤ ${t.p99Ms} ms`, p99Ms <= t.p99Ms],
        ],
        failed,
      )
    }
  }
}

/**
 * A deep page's verdict with its share of its first page's rate added (undefined: the first page
 * was not measured in this run, which misses).
 */
export function withFirstPage(v: Verdict, share: number | undefined): Verdict {
  const target = `≥ ${TARGETS.deepShare * 100} % of page 1`
  const met = share !== undefined && share >= TARGETS.deepShare
  const shown = `${target}${share === undefined ? ' (page 1 not measured)' : ` (${Math.round(share * 100)} %)`}`
  return {
    target: [v.target, shown].filter(Boolean).join(', '),
    met: v.met && met,
    misses: met ? v.misses : [...v.misses, target],
  }
}

export function addsVerdict(adds: AddsResult): Verdict {
  return verdict(
    [
      [`≤ ${TARGETS.addsSeconds} s`, adds.seconds <= TARGETS.addsSeconds],
      ['all stored', adds.stored === adds.count],
    ],
    adds.failed,
  )
}

/** How many targets the run met, and what missed. */
export function tallyTargets(calls: CallResult[], adds: BenchResults['adds']): BenchResults['targets'] {
  const judged = [
    ...calls.map((c) => ({ label: `${c.method} ${c.label}`, verdict: c.verdict })),
    ...(adds ? [{ label: 'POST dict/info/add', verdict: adds.verdict }] : []),
  ]
  return {
    met: judged.filter((j) => j.verdict.met).length,
    total: judged.length,
    misses: judged.filter((j) => !j.verdict.met).map((j) => `${j.label}: ${j.verdict.misses.join(', ')}`),
  }
}
