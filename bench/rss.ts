import fs from 'node:fs'

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function readRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = status.match(/^VmRSS:\s+(\d+)\s+kB/m)
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(kb[1]) * 1024
}

/** Samples a process's RSS while load runs, keeping the peak. */
export class RssPeak {
  private peak = 0
  private timer?: NodeJS.Timeout

  constructor(private readonly pid: number) {}

  start(everyMs = 100) {
    this.sample()
    this.timer ??= setInterval(() => this.sample(), everyMs).unref()
  }

  stop() {
    clearInterval(this.timer)
    this.timer = undefined
    this.sample()
  }

  get bytes() {
    return this.peak
  }

  private sample() {
    try {
      this.peak = Math.max(this.peak, readRss(this.pid))
    } catch {
      // the process has exited: the peak so far stands
    }
  }
}
