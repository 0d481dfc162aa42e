import { App } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Crud } from '../use-crud'

/** Asks before deleting records: the reference's wording, then the delete. */
export function useConfirmDelete({ remove }: Pick<Crud, 'remove'>) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  return (ids: number[]) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('crud.deleteConfirm'),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ ids }).catch(() => undefined),
    })
}
