import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** A fresh query cache per test, without retries, for hooks that load through TanStack Query. */
export function crudWrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

/** A `t` that shows the key and its values, so that tests read which message was chosen. */
export const keyT = ((key: string | string[], values?: Record<string, unknown>) => {
  const k = Array.isArray(key) ? key[0] : key
  return values && Object.keys(values).length ? `${k} ${JSON.stringify(values)}` : k
}) as never
