/**
 * Local storage under the plain key names the reference client uses, values JSON-encoded.
 * Storage may be unavailable (private modes, quotas): reads fall back, writes are best effort.
 */
export function readStored<T>(key: string, area: Storage = localStorage): T | undefined {
  try {
    const raw = area.getItem(key)
    return raw === null ? undefined : (JSON.parse(raw) as T)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown, area: Storage = localStorage) {
  try {
    if (value === undefined) area.removeItem(key)
    else area.setItem(key, JSON.stringify(value))
  } catch {
    // a full or blocked storage only costs persistence
  }
}
