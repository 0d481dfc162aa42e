import type { Person } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLanguageStore } from '../../../shell/i18n/language-store'
import { api } from '../../../shell/request/client'
import { sessionQueries } from '../../../shell/session/queries'
import { endSession } from '../../../shell/session/session'
import { usePerson } from '../../../shell/session/use-person'
import { toast } from '../../../shell/toast'

export interface PersonValues {
  headImg?: string | null
  nickName?: string | null
  oldPassword?: string
  password?: string
}

/**
 * The signed-in user's profile and its save. A new password ends every session on the server,
 * this one included, so the user signs in again.
 */
export function usePersonForm() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const language = useLanguageStore((s) => s.language)
  const person = usePerson()
  const save = useMutation({
    mutationFn: ({ oldPassword, password, ...profile }: PersonValues) =>
      api.post('/admin/base/comm/personUpdate', password ? { ...profile, oldPassword, password } : profile),
    onSuccess: (_, values) => {
      if (values.password) {
        toast.success(t('my.passwordChanged'))
        endSession()
        return
      }
      toast.success(t('my.saved'))
      queryClient.setQueryData(sessionQueries.person(language).queryKey, (old?: Person) =>
        old ? { ...old, nickName: values.nickName ?? null, headImg: values.headImg ?? null } : old,
      )
      void queryClient.invalidateQueries({ queryKey: ['base', 'person'] })
    },
    onError: (err) => toast.error(err.message),
  })
  return { person: person.data, loading: person.isPending, save }
}
