import { UndoOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, type Row, RowLink, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { EntityFilter } from '../components/EntityFilter'
import { KeepDays } from '../components/KeepDays'
import { RecycleDetail } from '../components/RecycleDetail'
import { useRecycle } from '../components/use-recycle'
import { TABLE_AREAS } from '../components/use-table-texts'
import { recycleResource } from '../resource'
import '../components/recycle.css'

/** The recycle bin: records of deletes, their rows in a drawer, restore one or many, and the retention. */
export default function RecyclePage() {
  useAreaTexts('crud', 'recycle', ...TABLE_AREAS)
  const { t } = useTranslation()
  const { modal } = App.useApp()
  // a resource's deletes are the records whose route is one of its own
  const [prefix, setPrefix] = useState<string>()
  const params = useMemo(() => (prefix ? { url: `${prefix}/` } : undefined), [prefix])
  const crud = useCrud(recycleResource, { params })
  const bin = useRecycle()
  const [detail, setDetail] = useState<Row>()
  const { keys } = crud.table.selection
  const restore = (ids: number[]) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('recycle.restoreConfirm', { count: ids.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await bin.restore.mutateAsync(ids)
          crud.table.selection.clear()
        } catch (err) {
          // the server names the conflict (a row that exists again, a row out of reach)
          modal.error({ title: t('recycle.restoreFailed'), content: (err as Error).message })
        }
      },
    })

  return (
    <>
      <CrudPage
        crud={crud}
        searchExclude={['url']}
        excel={false}
        selectable={bin.canRestore}
        rowActions={{
          width: 150,
          onDetail: setDetail,
          extra: (row) =>
            bin.canRestore && (
              <RowLink icon={<UndoOutlined />} onClick={() => restore([row.id])}>
                {t('recycle.restore')}
              </RowLink>
            ),
        }}
        toolbar={
          <>
            {bin.canRestore && (
              <Button icon={<UndoOutlined />} disabled={keys.length === 0} onClick={() => restore(keys)}>
                {t('recycle.restoreSelected')}
              </Button>
            )}
            <EntityFilter value={prefix} onChange={setPrefix} />
            <KeepDays bin={bin} />
          </>
        }
      />
      <RecycleDetail record={detail} onClose={() => setDetail(undefined)} />
    </>
  )
}
