import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../shell'

export interface LogRow {
  id: number
  userId: number | null
  name: string | null
  nickName: string | null
  action: string
  ip: string | null
  createTime: string
}

const key = ['base', 'log', 'recent'] as const

/** The latest lines of the request log, and clearing it. */
export function useRecentRequests(size = 8) {
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: [...key, size],
    queryFn: () =>
      api.post<{ list: LogRow[] }>('/admin/base/sys/log/page', { page: 1, size, order: 'id', sort: 'desc' }),
    select: (page) => page.list,
  })
  const clear = useMutation({
    mutationFn: () => api.post('/admin/base/sys/log/clear'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
  return { list, clear }
}
