/**
 * The reference product's task services (`bean.method(args)` strings) Backroom knows, by
 * `bean.method`: each maps to a registered action. Nothing else in such a string is ever run: the
 * arguments are read as JSON, never evaluated.
 */
const REFERENCE_SERVICES: Record<string, string> = {
  'taskDemoService.test': 'task:echo',
}

const CALL = /^([A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)\s*\(([\s\S]*)\)\s*$/

/** The action and arguments a reference service string stands for, or undefined when it is not a known one. */
export function referenceService(service: string): { action: string; args: unknown[] } | undefined {
  const m = CALL.exec(service.trim())
  const action = m && REFERENCE_SERVICES[m[1]]
  if (!m || !action) return undefined
  try {
    const args: unknown = JSON.parse(`[${m[2]}]`)
    return Array.isArray(args) ? { action, args } : undefined
  } catch {
    return undefined
  }
}
