import { createContext, useContext } from 'react'

export interface PageInfo {
  path: string
  params: Record<string, string | undefined>
}

/** Which route a page was opened for: a kept-alive page must not read the router's current one. */
export const PageContext = createContext<PageInfo>({ path: '/', params: {} })

export const usePage = () => useContext(PageContext)
