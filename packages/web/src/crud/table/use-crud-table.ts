import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { tableQuery } from '../../shell/request/queries'
import type { Resource, Row } from '../types'

export const PAGE_SIZES = [20, 50, 100, 500, 1000]

export type SortDirection = 'asc' | 'desc'
export interface TableQuery {
  page: number
  size: number
  keyWord: string
  filters: Record<string, unknown>
  order?: string
  sort?: SortDirection
}

export interface CrudTableOptions {
  /** `page` (server-side paging) or `list` (every row at once, for trees) */
  mode?: 'page' | 'list'
  /** filters the page sets itself, such as the selected departments */
  params?: Record<string, unknown>
  /** false while the page is not ready to ask (nothing selected yet) */
  enabled?: boolean
  size?: number
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** The request body for a query: blank filters are left out, so that they filter nothing. */
export function requestBody(
  query: TableQuery,
  params: Record<string, unknown> = {},
  mode: 'page' | 'list' = 'page',
) {
  const body: Record<string, unknown> = {}
  for (const [k, v] of Object.entries({ ...query.filters, ...params })) if (!isBlank(v)) body[k] = v
  if (query.keyWord.trim()) body.keyWord = query.keyWord.trim()
  if (query.order && query.sort) {
    body.order = query.order
    body.sort = query.sort
  }
  if (mode === 'page') {
    body.page = query.page
    body.size = query.size
  }
  return body
}

/**
 * A CRUD table's state and data: paging, sorting (sent as `order`/`sort`), the keyword and the
 * search-block filters, the rows selected, and a refresh. Rows of the previous query stay on
 * screen while the next one loads.
 */
export function useCrudTable(resource: Resource, options: CrudTableOptions = {}) {
  const { mode = 'page', params, enabled = true } = options
  const queryClient = useQueryClient()
  const [query, setQuery] = useState<TableQuery>({
    page: 1,
    size: options.size ?? PAGE_SIZES[0],
    keyWord: '',
    filters: {},
  })
  const [selected, setSelected] = useState<{ keys: number[]; rows: Row[] }>({ keys: [], rows: [] })
  // other params (another department chosen) start again from the first page, with nothing selected
  const paramsKey = JSON.stringify(params ?? {})
  const [seenParams, setSeenParams] = useState(paramsKey)
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey)
    setQuery((q) => ({ ...q, page: 1 }))
    setSelected({ keys: [], rows: [] })
  }
  const body = useMemo(() => requestBody(query, params, mode), [query, params, mode])
  const result = useQuery({
    // the shell's: a module's descriptor may start a screen's first one while the screen loads
    ...tableQuery(resource.prefix, body, mode),
    enabled,
    placeholderData: keepPreviousData,
  })

  const update = useCallback((change: Partial<TableQuery>) => {
    setQuery((q) => ({ ...q, ...change }))
    setSelected({ keys: [], rows: [] })
  }, [])

  const data = result.data
  return {
    rows: data?.list ?? [],
    total: data?.pagination.total ?? 0,
    loading: result.isPending && enabled,
    fetching: result.isFetching,
    query,
    /** what `page` was asked with, for the export */
    body,
    setPage: (page: number, size = query.size) => update({ page: size === query.size ? page : 1, size }),
    setSort: (order?: string, sort?: SortDirection) => update({ order: sort ? order : undefined, sort }),
    /** a new keyword and filters: back to the first page */
    search: (keyWord: string, filters: Record<string, unknown>) => update({ keyWord, filters, page: 1 }),
    selection: {
      keys: selected.keys,
      rows: selected.rows,
      set: (keys: number[], rows: Row[]) => setSelected({ keys, rows }),
      clear: () => setSelected({ keys: [], rows: [] }),
    },
    /** asks again for every query of this resource (other tables of it included) */
    refresh: () => {
      setSelected({ keys: [], rows: [] })
      return queryClient.invalidateQueries({ queryKey: [resource.prefix] })
    },
  }
}

export type CrudTable = ReturnType<typeof useCrudTable>
