import { useState } from 'react'
import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { OrderDrawer } from '../components/order/OrderDrawer'
import { OrderMoves } from '../components/order/OrderMoves'
import { orderResource } from '../resources'
import '../shop.css'

/** Shoppers' orders, newest first: filtered by state, payment time, total and keyword; moved along by state; exported to Excel. */
export default function OrderPage() {
  useAreaTexts('crud', 'shop')
  const crud = useCrud(orderResource)
  const [shown, setShown] = useState<number>()
  return (
    <>
      <CrudPage
        crud={crud}
        selectable={false}
        searchExclude={['userId', 'createTime']}
        rowActions={{
          width: 170,
          edit: false,
          remove: false,
          onDetail: (row) => setShown(row.id),
          extra: (row) => <OrderMoves order={row} />,
        }}
      />
      <OrderDrawer id={shown} onClose={() => setShown(undefined)} />
    </>
  )
}
