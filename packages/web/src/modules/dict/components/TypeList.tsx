import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Row, TreePanel } from '../../../crud'
import { api, listQuery, toast } from '../../../shell'
import { dictInfoResource, dictTypeResource } from '../resources'

export type DictType = Row & { name: string; key: string }

interface Props {
  selected?: number
  onSelect(type: DictType): void
}

/** Every dictionary type, oldest first. */
export function useDictTypes() {
  return useQuery(listQuery<DictType>(dictTypeResource.prefix))
}

/** The types on the left: the kit's panel as a flat list, searched by name or key; delete names how many entries go. */
export function TypeList({ selected, onSelect }: Props) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const types = useDictTypes()
  const remove = useRemoveType()

  const confirmRemove = async (type: DictType) => {
    const { pagination } = await api.post<{ pagination: { total: number } }>(dictInfoResource.url('page'), {
      typeId: type.id,
      size: 1,
    })
    modal.confirm({
      title: t('common.tip'),
      content: t('dict.deleteType', { name: type.name, count: pagination.total }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove(type),
    })
  }

  return (
    <TreePanel<DictType>
      className="dict-types"
      flat
      resource={dictTypeResource}
      title="dict.types"
      texts={{ add: 'dict.addType', search: 'dict.search' }}
      rows={types.data ?? []}
      loading={types.isFetching}
      searchText={(type) => `${type.name} ${type.key}`}
      extra={(type) => type.key}
      selected={selected}
      onSelect={(type) => type && onSelect(type)}
      onDelete={(type) => void confirmRemove(type)}
      alsoRefresh={[dictInfoResource.prefix]}
    />
  )
}

function useRemoveType() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return (type: DictType) =>
    api.post(dictTypeResource.url('delete'), { ids: [type.id] }).then(
      () => {
        toast.success(t('crud.deleted'))
        return Promise.all(
          [dictTypeResource.prefix, dictInfoResource.prefix].map((prefix) =>
            queryClient.invalidateQueries({ queryKey: [prefix] }),
          ),
        )
      },
      (err: Error) => toast.error(err.message),
    )
}
