import { permissionOf } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type EpsEntity, useEps } from '../../../../crud'
import { api, toast } from '../../../../shell'

export interface PermRow {
  path: string
  name: string
  perms: string
  checked: boolean
}

/** The rows "auto-add permissions" offers for an entity: one per route, named by its summary, all ticked. */
export function permRowsOf(entity: EpsEntity): PermRow[] {
  return entity.api
    .filter((a) => a.permission)
    .map((a) => ({
      path: a.path,
      name: a.summary,
      perms: permissionOf(`${entity.prefix}${a.path}`),
      checked: true,
    }))
}

/**
 * "Auto-add permissions": pick an entity of EPS, tick its actions, and every ticked one becomes a
 * button menu under the page, in one batch call. The checks and their messages follow the reference.
 */
export function useAutoPerms(parentId: number | undefined, onDone: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const eps = useEps()
  const entities = Object.values(eps.data ?? {}).flatMap((list) =>
    list.filter((e) => e.api.some((a) => a.permission)),
  )
  const [prefix, setPrefix] = useState<string>()
  const [rows, setRows] = useState<PermRow[]>([])
  const add = useMutation({
    mutationFn: (chosen: PermRow[]) =>
      api.post(
        '/admin/base/sys/menu/add',
        chosen.map((r, i) => ({ type: 2, parentId, name: r.name.trim(), perms: r.perms, orderNum: i })),
      ),
    onSuccess: () => {
      toast.success(t('sys-menu.auto.done'))
      void queryClient.invalidateQueries({ queryKey: ['/admin/base/sys/menu'] })
      onDone()
    },
    onError: (err) => toast.error(err.message),
  })
  return {
    entities,
    prefix,
    rows,
    saving: add.isPending,
    choose(next: string | undefined) {
      setPrefix(next)
      const entity = entities.find((e) => e.prefix === next)
      setRows(entity ? permRowsOf(entity) : [])
    },
    change: (index: number, change: Partial<PermRow>) =>
      setRows((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r))),
    submit() {
      if (!prefix) return toast.error(t('sys-menu.auto.entityRequired'))
      const chosen = rows.filter((r) => r.checked)
      if (chosen.some((r) => !r.name.trim())) return toast.error(t('sys-menu.auto.nameRequired'))
      if (chosen.length === 0) return toast.error(t('sys-menu.auto.actionRequired'))
      add.mutate(chosen)
    },
  }
}
