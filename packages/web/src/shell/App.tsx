import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router'
import { ExtraComponents } from './modules/ExtraComponents'
import { modules } from './modules/modules'
import { router } from './router/router'
import { queryClient } from './session/query-client'

/** The root: the router view, and beside it the index components that modules declare. */
export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ExtraComponents modules={modules} />
      </QueryClientProvider>
    </StrictMode>
  )
}
