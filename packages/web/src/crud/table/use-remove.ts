import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../../shell/request/client'
import { toast } from '../../shell/toast'
import type { Resource } from '../types'

/** Deletes records by id (with extra body fields such as `deleteUser`), then refreshes the resource's tables. */
export function useRemove(resource: Resource, onDone?: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, extra }: { ids: number[]; extra?: Record<string, unknown> }) =>
      api.post(resource.url('delete'), { ...extra, ids }),
    onSuccess: () => {
      toast.success(t('crud.deleted'))
      void queryClient.invalidateQueries({ queryKey: [resource.prefix] })
      onDone?.()
    },
    onError: (err) => toast.error(err.message),
  })
}
