import { useMemo, useState } from 'react'
import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts, usePermission } from '../../../shell'
import { HideLink } from '../components/comment-cells'
import { GoodsFilter } from '../components/GoodsFilter'
import { commentResource } from '../resources'
import '../shop.css'

/** Comments on goods, newest first: filtered by goods, score, visibility and time; hidden from the front end or deleted. */
export default function CommentPage() {
  useAreaTexts('crud', 'shop')
  const [goodsId, setGoodsId] = useState<number>()
  const params = useMemo(() => (goodsId ? { goodsId } : undefined), [goodsId])
  const crud = useCrud(commentResource, { params })
  const canFindGoods = usePermission('shop:goods:page')
  return (
    <CrudPage
      crud={crud}
      excel={false}
      searchExclude={['goodsId', 'userId']}
      toolbar={canFindGoods && <GoodsFilter value={goodsId} onChange={setGoodsId} />}
      rowActions={{ width: 110, extra: (row) => <HideLink row={row} /> }}
    />
  )
}
