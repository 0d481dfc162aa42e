import { QueryClient } from '@tanstack/react-query'
import { RequestError } from '../request/request-error'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // business errors and refused calls will not change by asking again
      retry: (count, err) => count < 2 && err instanceof RequestError && err.status === 0 && err.code === 0,
    },
  },
})
