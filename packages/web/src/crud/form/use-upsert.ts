import type { ColumnMeta } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermission } from '../../shell/permission/use-permission'
import { api } from '../../shell/request/client'
import { toast } from '../../shell/toast'
import type { Resource, Row } from '../types'
import { cleanValues, issueText } from './issues'

type Values = Record<string, unknown>
export interface FieldErrors {
  name: string
  errors: string[]
}

interface UpsertState {
  open: boolean
  mode: 'add' | 'update'
  /** the record being edited */
  id?: number
  initial: Values
  loading: boolean
}

/** Values a new record starts with: the entity's defaults, then the fields' own, then the page's. */
export function initialValues(resource: Resource, defaults: Values = {}): Values {
  const columns = resource.entity.columns as Record<string, { meta: ColumnMeta }>
  const out: Values = {}
  for (const f of resource.fields) {
    if (!f.form) continue
    const declared = columns[f.name]?.meta.defaultValue
    if (declared !== undefined) out[f.name] = declared
    if (f.form.initial !== undefined) out[f.name] = f.form.initial
  }
  return { ...out, ...defaults }
}

/**
 * The add/edit dialog's logic: opening it (an edit loads the record's `info` when the user may
 * read it), checking the values with the contract's schema, and saving. Server refusals show as
 * a notice and keep the dialog open.
 */
export function useUpsert(resource: Resource, options: { onSaved?: (mode: 'add' | 'update') => void } = {}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canRead = usePermission(resource.perm('info'))
  const [state, setState] = useState<UpsertState>({ open: false, mode: 'add', initial: {}, loading: false })

  const save = useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'update'; body: Values }) =>
      api.post(resource.url(mode), body),
    onSuccess: (_, { mode }) => {
      toast.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'))
      setState((s) => ({ ...s, open: false }))
      void queryClient.invalidateQueries({ queryKey: [resource.prefix] })
      options.onSaved?.(mode)
    },
    onError: (err) => toast.error(err.message),
  })

  const nullable = (name: string) => {
    const meta = (resource.entity.columns as Record<string, { meta: ColumnMeta }>)[name]?.meta
    return !!meta?.nullable
  }

  return {
    ...state,
    saving: save.isPending,
    openAdd(defaults?: Values) {
      setState({ open: true, mode: 'add', initial: initialValues(resource, defaults), loading: false })
    },
    async openEdit(row: Row) {
      setState({ open: true, mode: 'update', id: row.id, initial: row, loading: canRead })
      if (!canRead) return
      try {
        const info = await api.get<Row>(resource.url('info'), { id: row.id })
        setState((s) => (s.id === row.id ? { ...s, initial: info ?? row, loading: false } : s))
      } catch (err) {
        toast.error((err as Error).message)
        setState((s) => ({ ...s, open: false, loading: false }))
      }
    },
    close: () => setState((s) => ({ ...s, open: false })),
    /** Checks and saves; answers the field errors when the values do not pass the schema. */
    submit(values: Values): FieldErrors[] {
      const cleaned = cleanValues(values, nullable)
      const schema = state.mode === 'add' ? resource.addSchema : resource.updateSchema
      // a new record keeps the page's values that no form field shows (the chosen dictionary type)
      const body = state.mode === 'add' ? { ...state.initial, ...cleaned } : { ...cleaned, id: state.id }
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        const errors = new Map<string, string[]>()
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? '')
          errors.set(name, [...(errors.get(name) ?? []), issueText(t, issue)])
        }
        return [...errors].map(([name, list]) => ({ name, errors: list }))
      }
      save.mutate({ mode: state.mode, body: parsed.data as Values })
      return []
    },
  }
}

export type Upsert = ReturnType<typeof useUpsert>
