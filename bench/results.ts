import type { ConsoleResults } from './console.ts'
import type { AddsResult } from './dict-adds.ts'
import type { LoadOptions, LoadResult } from './load.ts'

/** Whether a figure met its target (targets.ts). */
export interface Verdict {
  /** the target in words */
  target: string
  met: boolean
  /** what misses, in a few words */
  misses: string[]
}

export interface CallResult {
  id: string
  label: string
  method: string
  path: string
  body?: unknown
  backroom: LoadResult
  /** the bare Fastify route answering the same bytes */
  bare: LoadResult
  /** Backroom's req/s over the bare route's */
  ratioToBare: number
  /** cores kept busy by processes other than the bench's while Backroom was measured */
  otherCores: number
  verdict: Verdict
}

/** Everything one run measured; written to bench/results/latest.json. */
export interface BenchResults {
  date: string
  machine: { node: string; cpus: number; cpuModel: string }
  data: {
    database: 'SQLite' | 'PostgreSQL'
    users: number
    logs: number
    dict: number
    bulkInsertSeconds: number
    keywordIndexSeconds: number
  }
  load: LoadOptions
  calls: CallResult[]
  /** absent when `--only` left them out */
  adds?: AddsResult & { connections: number; otherCores: number; verdict: Verdict }
  coldStart: {
    /** spawn → first answer on a new database (migrate and seed included) */
    emptyDatabaseMs: number
    /** spawn → first answer on the filled database */
    filledDatabaseMs: number
  }
  rss: { idleBytes: number; peakUnderLoadBytes: number }
  console?: ConsoleResults
  targets: { met: number; total: number; misses: string[] }
  totalSeconds: number
}
