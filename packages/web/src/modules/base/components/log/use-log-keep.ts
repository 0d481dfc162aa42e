import { LogKeep } from '@backroom/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, toast, usePermission } from '../../../../shell'
import { logResource } from '../../resources/log'

/** How many days the request log keeps (`getKeep`, a string), changing it (`setKeep`), and clearing the log. */
export function useLogKeep() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canRead = usePermission(logResource.perm('getKeep'))
  const key = [logResource.prefix, 'keep']
  const keep = useQuery({
    queryKey: key,
    queryFn: async () => Number(await api.get<string>(logResource.url('getKeep'))),
    enabled: canRead,
  })
  const save = useMutation({
    mutationFn: (value: number) => api.post(logResource.url('setKeep'), LogKeep.parse({ value })),
    onSuccess: (_, value) => {
      toast.success(t('sys-log.keepSaved', { days: value }))
      queryClient.setQueryData(key, value)
    },
    onError: (err) => toast.error(err.message),
  })
  const clear = useMutation({
    mutationFn: () => api.post(logResource.url('clear')),
    onSuccess: () => {
      toast.success(t('sys-log.cleared'))
      void queryClient.invalidateQueries({ queryKey: [logResource.prefix] })
    },
    onError: (err) => toast.error(err.message),
  })
  return {
    canRead,
    canSet: usePermission(logResource.perm('setKeep')),
    canClear: usePermission(logResource.perm('clear')),
    days: keep.data,
    save,
    clear,
  }
}
