import { PlusOutlined, ReloadOutlined } from '@ant-design/icons'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Button, Dropdown, Empty, Input, Spin, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Row, UpsertDialog, useUpsert } from '../../../crud'
import { usePermission } from '../../../shell/permission/use-permission'
import { api } from '../../../shell/request/client'
import { toast } from '../../../shell/toast'
import { dictInfoResource, dictTypeResource } from '../resources'
import './type-list.css'

export type DictType = Row & { name: string; key: string }

interface Props {
  selected?: number
  onSelect(type: DictType): void
}

/** The types whose name or key holds the keyword, oldest first. */
export function useDictTypes(keyWord: string) {
  return useQuery({
    queryKey: [dictTypeResource.prefix, 'side', keyWord],
    queryFn: () => api.post<DictType[]>(dictTypeResource.url('list'), { keyWord }),
  })
}

/** The types on the left: keyword search, add, and edit or delete on right-click. */
export function TypeList({
  selected,
  onSelect,
  keyWord,
  onSearch,
}: Props & { keyWord: string; onSearch(k: string): void }) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const types = useDictTypes(keyWord)
  const upsert = useUpsert(dictTypeResource)
  const can = {
    add: usePermission(dictTypeResource.perm('add')),
    update: usePermission(dictTypeResource.perm('update')),
    delete: usePermission(dictTypeResource.perm('delete')),
  }
  const refresh = () =>
    Promise.all(
      [dictTypeResource.prefix, dictInfoResource.prefix].map((prefix) =>
        queryClient.invalidateQueries({ queryKey: [prefix] }),
      ),
    )

  const remove = async (type: DictType) => {
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
      onOk: () =>
        api.post(dictTypeResource.url('delete'), { ids: [type.id] }).then(
          () => {
            toast.success(t('crud.deleted'))
            return refresh()
          },
          (err: Error) => toast.error(err.message),
        ),
    })
  }

  const menuOf = (type: DictType) =>
    [
      can.update && { key: 'edit', label: t('crud.edit'), onClick: () => void upsert.openEdit(type) },
      can.delete && {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        onClick: () => void remove(type),
      },
    ].filter((i) => !!i)

  return (
    <div className="dict-types">
      <div className="dict-types-head">
        <span>{t('dict.types')}</span>
        <Tooltip title={t('crud.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('crud.refresh')}
            onClick={() => void refresh()}
          />
        </Tooltip>
        {can.add && (
          <Tooltip title={t('crud.add')}>
            <Button
              type="text"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('dict.addType')}
              onClick={() => upsert.openAdd()}
            />
          </Tooltip>
        )}
      </div>
      <Input.Search
        className="dict-types-search"
        allowClear
        placeholder={t('dict.search')}
        onSearch={onSearch}
      />
      <Spin spinning={types.isFetching}>
        <ul className="dict-types-list">
          {types.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {types.data?.map((type) => (
            <Dropdown key={type.id} trigger={['contextMenu']} menu={{ items: menuOf(type) }}>
              <li className={type.id === selected ? 'active' : undefined}>
                <button type="button" onClick={() => onSelect(type)}>
                  <span className="dict-types-name">{type.name}</span>
                  <span className="dict-types-key">{type.key}</span>
                </button>
              </li>
            </Dropdown>
          ))}
        </ul>
      </Spin>
      <UpsertDialog resource={dictTypeResource} upsert={upsert} width={480} />
    </div>
  )
}
