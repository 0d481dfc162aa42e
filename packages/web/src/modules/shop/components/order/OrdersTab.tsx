import { useMemo, useState } from 'react'
import { CrudPage, type Row, useCrud } from '../../../../crud'
import { orderResource } from '../../resources'
import { OrderDrawer } from './OrderDrawer'
import { OrderMoves } from './OrderMoves'
import '../../shop.css'

/** An app user's orders, in the tab of the user's details. */
export default function OrdersTab({ row }: { row: Row }) {
  const params = useMemo(() => ({ userId: row.id }), [row.id])
  const crud = useCrud(orderResource, { params })
  const [shown, setShown] = useState<number>()
  return (
    <>
      <CrudPage
        crud={crud}
        excel={false}
        selectable={false}
        // (the drawer has room for few filters: those of one user's orders)
        searchExclude={['userId', 'payTime', 'total', 'createTime']}
        rowActions={{
          width: 170,
          edit: false,
          remove: false,
          onDetail: (order) => setShown(order.id),
          extra: (order) => <OrderMoves order={order} />,
        }}
      />
      <OrderDrawer id={shown} onClose={() => setShown(undefined)} />
    </>
  )
}
