import { RecycleKeep } from '@backroom/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, toast, usePermission } from '../../../shell'
import { recycleResource } from '../resource'

/**
 * Restore (every screen's data may change, so every query is refreshed) and the bin's retention
 * in days (`getKeep`, a string; `setKeep`).
 */
export function useRecycle() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canReadKeep = usePermission(recycleResource.perm('getKeep'))
  const keepKey = [recycleResource.prefix, 'keep']
  const keep = useQuery({
    queryKey: keepKey,
    queryFn: async () => Number(await api.get<string>(recycleResource.url('getKeep'))),
    enabled: canReadKeep,
  })
  const saveKeep = useMutation({
    mutationFn: (value: number) => api.post(recycleResource.url('setKeep'), RecycleKeep.parse({ value })),
    onSuccess: (_, value) => {
      toast.success(t('recycle.keepSaved', { days: value }))
      queryClient.setQueryData(keepKey, value)
    },
    onError: (err) => toast.error(err.message),
  })
  const restore = useMutation({
    mutationFn: (ids: number[]) => api.post(recycleResource.url('restore'), { ids }),
    onSuccess: () => {
      toast.success(t('recycle.restored'))
      void queryClient.invalidateQueries()
    },
  })
  return {
    canRestore: usePermission(recycleResource.perm('restore')),
    canReadKeep,
    canSetKeep: usePermission(recycleResource.perm('setKeep')),
    days: keep.data,
    saveKeep,
    restore,
  }
}
