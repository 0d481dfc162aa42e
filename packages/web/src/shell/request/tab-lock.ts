/**
 * Runs `task` while holding a lock shared by every tab of this origin, so that two tabs never
 * spend the same single-use refresh token. `task` learns whether another tab held the lock
 * first. Uses the Web Locks API; where it is missing (plain http on a LAN address is not a
 * secure context) falls back to a lease in local storage.
 */
export function withTabLock<T>(name: string, task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return withStorageLease(name, task)
  return locks.request(name, { ifAvailable: true }, (lock) =>
    lock ? task(false) : locks.request(name, () => task(true)),
  ) as Promise<T>
}

const LEASE_MS = 15_000
const SETTLE_MS = 40
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Lease {
  owner: string
  until: number
}

function readLease(key: string): Lease | undefined {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') ?? undefined
  } catch {
    return undefined
  }
}

async function withStorageLease<T>(name: string, task: (waited: boolean) => Promise<T>): Promise<T> {
  const key = `lock:${name}`
  const owner = Math.random().toString(36).slice(2)
  let waited = false
  for (;;) {
    const lease = readLease(key)
    if (!lease || lease.until < Date.now()) {
      localStorage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }))
      // two tabs may write at once: the one whose write survives the pause wins
      await sleep(SETTLE_MS)
      if (readLease(key)?.owner === owner) break
    }
    waited = true
    await sleep(100)
  }
  try {
    return await task(waited)
  } finally {
    if (readLease(key)?.owner === owner) localStorage.removeItem(key)
  }
}
