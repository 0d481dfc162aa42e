import { PlusOutlined } from '@ant-design/icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buildTree, CrudPage, type Row, RowLink, useCrud, useRowDrag, ViewGroup } from '../../../crud'
import { useAreaTexts, usePermission } from '../../../shell'
import { EntriesContext } from '../components/entries'
import { TypeList, useDictTypes } from '../components/TypeList'
import { dictInfoResource } from '../resources'

type Entry = Row & { name: string; parentId: number | null; orderNum: number }

/** Dictionaries in the left-right layout: types on the left, the chosen type's entries as a tree table. */
export default function DictPage() {
  useAreaTexts('crud', 'dict')
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<number>()
  const types = useDictTypes().data ?? []
  // the first type is chosen until the user picks one, and again when the chosen one is gone
  const current = types.find((type) => type.id === chosen) ?? types[0]
  const params = useMemo(() => (current ? { typeId: current.id } : undefined), [current])
  const crud = useCrud(dictInfoResource, { mode: 'list', params, enabled: !!current })
  const tree = useMemo(() => buildTree(crud.table.rows as Entry[]), [crud.table.rows])
  const onRow = useRowDrag(dictInfoResource, tree)
  const canAdd = usePermission(dictInfoResource.perm('add'))
  const typeId = () => ({ typeId: current?.id })

  return (
    <ViewGroup
      side={<TypeList selected={current?.id} onSelect={(type) => setChosen(type.id)} />}
      title={t('dict.entries')}
      selected={current?.name}
    >
      <EntriesContext value={tree}>
        <CrudPage
          crud={crud}
          tree={{ rows: tree as Row[], onRow }}
          excel={false}
          addDefaults={typeId}
          rowActions={{
            width: 220,
            extra: (row) =>
              canAdd && (
                <RowLink
                  icon={<PlusOutlined />}
                  onClick={() => crud.upsert.openAdd({ ...typeId(), parentId: row.id })}
                >
                  {t('dict.addChild')}
                </RowLink>
              ),
          }}
        />
      </EntriesContext>
    </ViewGroup>
  )
}
