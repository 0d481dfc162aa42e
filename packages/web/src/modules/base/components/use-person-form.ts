import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, endSession, showSavedPerson, toast, usePerson } from '../../../shell'

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
      showSavedPerson({ nickName: values.nickName ?? null, headImg: values.headImg ?? null })
    },
    onError: (err) => toast.error(err.message),
  })
  return { person: person.data, loading: person.isPending, save }
}
