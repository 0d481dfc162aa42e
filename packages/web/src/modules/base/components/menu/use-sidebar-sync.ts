import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { reloadMenus } from '../../../../shell'
import { menuApi } from '../../resources/endpoints'

/**
 * Every write to the menus (add, edit, delete, import) invalidates their queries: the sidebar
 * follows, without signing in again.
 */
export function useSidebarFollowsMenus() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          event.query.queryKey[0] === menuApi.prefix
        )
          reloadMenus().catch(() => undefined)
      }),
    [queryClient],
  )
}
