import fs from 'node:fs'

/** Kernel clock ticks per second (USER_HZ); 100 on every common Linux build. */
const TICKS_PER_SECOND = 100

/** CPU seconds every core has spent busy since boot (iowait and idle left out). */
function systemBusySeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND
}

/** CPU seconds a process (all its threads) has used; 0 once it has gone. */
export function processCpuSeconds(pid: number | 'self'): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // fields after the command name, which may itself contain spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/**
 * How much CPU processes other than the bench's own took while it measured: on a shared 2-core
 * machine, a test suite running alongside halves the figures, and the report should say so.
 */
export class ForeignLoad {
  private readonly start: { wall: number; busy: number; own: number }

  constructor(private readonly ownPids: () => number[]) {
    this.start = { wall: performance.now(), busy: systemBusySeconds(), own: this.ownSeconds() }
  }

  private ownSeconds() {
    return processCpuSeconds('self') + this.ownPids().reduce((sum, pid) => sum + processCpuSeconds(pid), 0)
  }

  /** Average number of cores others kept busy since construction (0 on a quiet machine). */
  cores(): number {
    const seconds = (performance.now() - this.start.wall) / 1000
    const foreign = systemBusySeconds() - this.start.busy - (this.ownSeconds() - this.start.own)
    return Math.max(0, foreign / seconds)
  }
}

/** Below this many cores taken by others, the machine counts as quiet. */
const QUIET_CORES = 0.1

/**
 * Waits (at most `maxMs`) for a moment when other processes leave the machine nearly idle, so that
 * a test suite running alongside disturbs as few figures as possible. Returns the cores they used
 * in the last sample.
 */
export async function waitForQuiet(ownPids: () => number[], maxMs: number, sampleMs = 500): Promise<number> {
  const deadline = performance.now() + maxMs
  for (;;) {
    const sample = new ForeignLoad(ownPids)
    await new Promise((resolve) => setTimeout(resolve, sampleMs))
    const cores = sample.cores()
    if (cores < QUIET_CORES || performance.now() >= deadline) return cores
  }
}

/** Below this many cores, the server counts as idle. */
const IDLE_CORES = 0.05

/**
 * Waits (at most `maxMs`) until a process is nearly idle: the server writing the request log of
 * the calls measured last (on SQLite by a thread of its own, which may trail a fast call by
 * seconds) would otherwise compete with the next measurement and be counted in it. Returns the
 * cores it used in the last sample.
 */
export async function waitForIdle(pid: number, maxMs: number, sampleMs = 250): Promise<number> {
  const deadline = performance.now() + maxMs
  for (;;) {
    const [wall, cpu] = [performance.now(), processCpuSeconds(pid)]
    await new Promise((resolve) => setTimeout(resolve, sampleMs))
    const cores = (processCpuSeconds(pid) - cpu) / ((performance.now() - wall) / 1000)
    if (cores < IDLE_CORES || performance.now() >= deadline) return cores
  }
}
