import { Button } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, descendantIds, useCrud, ViewGroup } from '../../../crud'
import { useAreaTexts, usePermission } from '../../../shell'
import { CategoryTree } from '../components/CategoryTree'
import { type Category, useCategories } from '../components/categories'
import { useGoodsStatus } from '../components/goods-cells'
import { goodsResource } from '../resources'
import '../shop.css'

/** Goods by category: the tree on the left (all goods first), the goods of the chosen category and those below it on the right. */
export default function GoodsPage() {
  useAreaTexts('crud', 'shop')
  const { t } = useTranslation()
  const { tree, rows } = useCategories()
  const [chosen, setChosen] = useState<number>()
  const current = rows.find((c) => c.id === chosen)
  const params = useMemo(
    () => (current ? { categoryIds: descendantIds(tree, current.id) } : undefined),
    [tree, current],
  )
  const crud = useCrud(goodsResource, { params })
  const canShelve = usePermission('shop:goods:updateStatus')
  const shelve = useGoodsStatus()
  const { keys, clear } = crud.table.selection
  const bulk = (status: number) =>
    shelve.mutate({ ids: keys.map(Number), status }, { onSuccess: () => clear() })

  return (
    <ViewGroup
      side={<CategoryTree selected={current?.id} onSelect={(c?: Category) => setChosen(c?.id)} />}
      title={t('shop.goodsList')}
      selected={current?.name ?? t('shop.allGoods')}
    >
      <CrudPage
        crud={crud}
        formWidth={860}
        searchExclude={['categoryId']}
        selectable
        excel={false}
        addDefaults={() => ({ categoryId: current?.id ?? null })}
        rowActions={{ width: 120 }}
        toolbar={
          canShelve && (
            <>
              <Button disabled={!keys.length} loading={shelve.isPending} onClick={() => bulk(1)}>
                {t('shop.putOnShelf')}
              </Button>
              <Button disabled={!keys.length} loading={shelve.isPending} onClick={() => bulk(0)}>
                {t('shop.takeOffShelf')}
              </Button>
            </>
          )
        }
      />
    </ViewGroup>
  )
}
