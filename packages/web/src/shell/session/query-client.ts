import { QueryCache, QueryClient } from '@tanstack/react-query'
import { RequestError } from '../request/request-error'
import { toast } from '../toast'

/** Answers the request client has already acted on: a sign-out or an error page. */
const HANDLED_STATUSES = new Set([401, 403, 500, 502])

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // a failed load says why, unless its query reports failures itself (`meta.silent`)
    onError(err, query) {
      if (query.meta?.silent) return
      if (err instanceof RequestError && HANDLED_STATUSES.has(err.status)) return
      toast.error(err.message)
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // business errors and refused calls will not change by asking again
      retry: (count, err) => count < 2 && err instanceof RequestError && err.status === 0 && err.code === 0,
    },
  },
})
