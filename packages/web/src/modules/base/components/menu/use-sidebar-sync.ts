import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { currentLanguage } from '../../../../shell/i18n/language-store'
import { setPermMenu } from '../../../../shell/menu/menu-store'
import { sessionQueries } from '../../../../shell/session/queries'

export const MENU = '/admin/base/sys/menu'

/** Reads the signed-in user's menus again, so that the sidebar shows a change at once. */
export async function refreshSidebar(queryClient: QueryClient) {
  setPermMenu(await queryClient.fetchQuery({ ...sessionQueries.permMenu(currentLanguage()), staleTime: 0 }))
}

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
          event.query.queryKey[0] === MENU
        )
          refreshSidebar(queryClient).catch(() => undefined)
      }),
    [queryClient],
  )
}
