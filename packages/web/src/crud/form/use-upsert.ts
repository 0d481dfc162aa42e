import type { ColumnMeta } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermission } from '../../shell/permission/use-permission'
import { api } from '../../shell/request/client'
import { RequestError } from '../../shell/request/request-error'
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
  /** counts the openings: the dialog builds a new form for each, and late answers of an earlier one are dropped */
  session: number
  /** the record being edited */
  id?: number
  initial: Values
  /** the record's `info` has not arrived yet: nothing to show or save */
  loading: boolean
  /** a server refusal about one field (a duplicate username), shown on that field */
  fieldError?: FieldErrors
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
  const [state, setState] = useState<UpsertState>({
    open: false,
    mode: 'add',
    session: 0,
    initial: {},
    loading: false,
  })
  const session = useRef(0)
  const open = (next: Omit<UpsertState, 'open' | 'session'>) => {
    session.current += 1
    setState({ ...next, open: true, session: session.current })
    return session.current
  }

  const save = useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'update'; body: Values }) =>
      api.post(resource.url(mode), body),
    onSuccess: (_, { mode }) => {
      toast.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'))
      setState((s) => ({ ...s, open: false }))
      void queryClient.invalidateQueries({ queryKey: [resource.prefix] })
      options.onSaved?.(mode)
    },
    onError: (err) => {
      const field = err instanceof RequestError ? err.field : undefined
      if (field && resource.field(field)?.form)
        setState((s) => ({ ...s, fieldError: { name: field, errors: [err.message] } }))
      else toast.error(err.message)
    },
  })

  /** an emptied field is sent as null where both the column and the body take null, else left out */
  const nullable = (name: string) => {
    const meta = (resource.entity.columns as Record<string, { meta: ColumnMeta }>)[name]?.meta
    const schema = (state.mode === 'add' ? resource.addSchema : resource.updateSchema).shape?.[name]
    return !!meta?.nullable && (!schema || schema.safeParse(null).success)
  }

  return {
    ...state,
    saving: save.isPending,
    openAdd(defaults?: Values) {
      open({ mode: 'add', initial: initialValues(resource, defaults), loading: false })
    },
    /** Edits a row: as `info` reads it when the user may read it (until then nothing shows), else as listed. */
    async openEdit(row: Row) {
      const mine = open({ mode: 'update', id: row.id, initial: canRead ? {} : row, loading: canRead })
      if (!canRead) return
      // an answer for a dialog closed or opened again since is dropped
      const current = (s: UpsertState) => s.open && s.session === mine
      try {
        const info = await api.get<Row>(resource.url('info'), { id: row.id })
        setState((s) => (current(s) ? { ...s, initial: info ?? row, loading: false } : s))
      } catch (err) {
        if (session.current === mine) toast.error((err as Error).message)
        setState((s) => (current(s) ? { ...s, open: false, loading: false } : s))
      }
    },
    close: () => setState((s) => ({ ...s, open: false })),
    /** Checks and saves; answers the field errors when the values do not pass the schema. */
    submit(values: Values): FieldErrors[] {
      if (state.loading) return []
      const cleaned = cleanValues(values, nullable)
      const schema = state.mode === 'add' ? resource.addSchema : resource.updateSchema
      // a new record keeps the page's values that no form field shows (the chosen dictionary type)
      const hidden = Object.entries(state.initial).filter(([k]) => resource.field(k)?.form === false)
      const body =
        state.mode === 'add' ? { ...Object.fromEntries(hidden), ...cleaned } : { ...cleaned, id: state.id }
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
