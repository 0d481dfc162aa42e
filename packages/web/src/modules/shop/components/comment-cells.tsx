import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Rate } from 'antd'
import { useTranslation } from 'react-i18next'
import { DictTag, type Row, RowLink, useOptions } from '../../../crud'
import { api, toast, usePermission } from '../../../shell'
import { HIDDEN } from '../choices'
import { COMMENTS } from '../endpoints'

/** A score as stars. */
export function ScoreCell({ score }: { score: unknown }) {
  const { t } = useTranslation()
  return (
    <Rate
      disabled
      value={Number(score)}
      className="shop-score"
      aria-label={t('shop.score.n', { n: score })}
    />
  )
}

/** Hides a comment from the shop's front end, or shows it again. */
export function useHideComments() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, hidden }: { ids: number[]; hidden: boolean }) =>
      api.post(`${COMMENTS}/hide`, { ids, hidden }),
    onSuccess: () => toast.success(t('crud.updated')),
    onError: (err) => toast.error(err.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [COMMENTS] }),
  })
}

/** Whether the front end shows a comment, as a tag. */
export function CommentHiddenCell({ row }: { row: Row }) {
  const options = useOptions(HIDDEN)
  return <DictTag options={options} value={row.hidden} />
}

/** The row's "hide" or "show" link, for who may. */
export function HideLink({ row }: { row: Row }) {
  const { t } = useTranslation()
  const canHide = usePermission('shop:comment:hide')
  const hide = useHideComments()
  if (!canHide) return null
  return (
    <RowLink onClick={() => !hide.isPending && hide.mutate({ ids: [row.id], hidden: !row.hidden })}>
      {t(row.hidden ? 'shop.show' : 'shop.hide')}
    </RowLink>
  )
}
