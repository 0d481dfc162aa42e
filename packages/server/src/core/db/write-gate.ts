/** Who holds a file's write gate: nobody, a connection of this process's main thread, the writer thread. */
export const GATE = { free: 0, main: 1, thread: 2 } as const
/** the gate's cells: who holds it, how many of the main thread's transactions wait at it */
export const CELL = { holder: 0, waiting: 1 } as const

/** how long a transaction waits at the gate before leaving the wait to SQLite's busy timeout */
const WAIT_MS = 5000

const gates = new Map<string, WriteGate>()

/**
 * Turns for the write lock of one SQLite file between the main thread's connections and the
 * request log's writer thread, in shared memory. Without it a transaction finding the lock taken
 * waits in SQLite's busy handler, which sleeps in steps of 1, 2, 5, 10… ms and blocks the event
 * loop meanwhile; at the gate it waits without blocking, and goes in the moment the thread's batch
 * is committed. The thread lets waiting transactions go first.
 */
export class WriteGate {
  readonly cell = new Int32Array(new SharedArrayBuffer(8))

  /** The one gate of a database file in this process. */
  static of(file: string): WriteGate {
    const gate = gates.get(file) ?? new WriteGate()
    gates.set(file, gate)
    return gate
  }

  /**
   * Waits until the gate is free and takes it for the main thread. False when it waited too long
   * (a stuck holder): the caller goes on without it, to SQLite's own locking.
   */
  async enter(): Promise<boolean> {
    if (this.take(GATE.main) === GATE.free) return true
    const deadline = performance.now() + WAIT_MS
    Atomics.add(this.cell, CELL.waiting, 1)
    try {
      for (;;) {
        const holder = this.take(GATE.main)
        if (holder === GATE.free) return true
        const left = deadline - performance.now()
        if (left <= 0) return false
        const wait = Atomics.waitAsync(this.cell, CELL.holder, holder, left)
        if (wait.async) await wait.value
      }
    } finally {
      Atomics.sub(this.cell, CELL.waiting, 1)
      Atomics.notify(this.cell, CELL.waiting)
    }
  }

  /** Gives the main thread's turn back. */
  leave() {
    this.free(GATE.main)
  }

  /** The writer thread is gone: a turn it held is free again. */
  release() {
    this.free(GATE.thread)
  }

  /** Takes the gate for `who` if it is free; who held it before. */
  private take(who: number) {
    return Atomics.compareExchange(this.cell, CELL.holder, GATE.free, who)
  }

  private free(who: number) {
    if (Atomics.compareExchange(this.cell, CELL.holder, who, GATE.free) === who)
      Atomics.notify(this.cell, CELL.holder)
  }
}
