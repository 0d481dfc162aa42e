import type { OrderDetail } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Drawer, Skeleton, Table, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { DictTag, useOptions } from '../../../../crud'
import { useScreen } from '../../../../shell'
import { ORDER_STATUS_CHOICES } from '../../choices'
import { Thumbnail } from '../goods-cells'
import { OrderMoves } from './OrderMoves'
import { orderInfoQuery } from './use-order-move'

type Line = OrderDetail['lines'][number]
type Move = OrderDetail['history'][number]

/** One order: its figures, the address it goes to, its lines and every move it made, with the moves it may make next. */
export function OrderDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation()
  const { isMini } = useScreen()
  const info = useQuery({ ...orderInfoQuery(id ?? 0), enabled: !!id })
  const order = info.data
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      title={`${t('crud.detail')} · ${t('shop.order')}`}
      size={isMini ? '100%' : 720}
      destroyOnHidden
      extra={order && <OrderMoves order={order} as="button" />}
    >
      {order ? <OrderBody order={order} /> : <Skeleton active />}
    </Drawer>
  )
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const statuses = useOptions(ORDER_STATUS_CHOICES)
  const { address } = order
  const figures: [string, unknown][] = [
    ['orderNum', order.orderNum],
    ['userName', order.userName],
    ['status', <DictTag key="status" options={statuses} value={order.status} />],
    ['total', order.total],
    ['payment', order.payment],
    ['payTime', order.payTime],
    ['shipTime', order.shipTime],
    ['completeTime', order.completeTime],
    ['trackingNumber', order.trackingNumber],
    ['remark', order.remark],
    ['createTime', order.createTime],
  ]
  return (
    <div className="shop-order">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={figures
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([name, v]) => ({ key: name, label: t(`shop.fields.${name}`), children: v as string }))}
      />
      <h3 className="shop-order-heading">{t('shop.fields.address')}</h3>
      <p className="shop-order-address">
        <span>
          {address.contact} {address.phone}
        </span>
        <span>
          {address.province} {address.city} {address.district} {address.address}
        </span>
      </p>
      <h3 className="shop-order-heading">{t('shop.lines')}</h3>
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.lines}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'goods',
            title: t('shop.fields.goodsName'),
            render: (_, line) => <Thumbnail src={line.goodsPic} label={line.goodsName} />,
          },
          { key: 'price', title: t('shop.fields.price'), dataIndex: 'price', align: 'right', width: 100 },
          {
            key: 'quantity',
            title: t('shop.fields.quantity'),
            dataIndex: 'quantity',
            align: 'right',
            width: 80,
          },
        ]}
      />
      <h3 className="shop-order-heading">{t('shop.history')}</h3>
      <Timeline
        items={order.history.map((move) => ({ key: move.id, content: <HistoryItem move={move} /> }))}
      />
    </div>
  )
}

/** One move of the order: from which state to which, who made it and when, the tracking number of a shipment. */
function HistoryItem({ move }: { move: Move }) {
  const { t } = useTranslation()
  const statuses = useOptions(ORDER_STATUS_CHOICES)
  const who = [t(`shop.operatorType.${move.operatorType}`), move.operatorName].filter(Boolean).join(' · ')
  return (
    <div className="shop-order-move">
      <div>
        {move.fromStatus !== null && (
          <>
            <DictTag options={statuses} value={move.fromStatus} />
            <span aria-hidden="true">→ </span>
          </>
        )}
        <DictTag options={statuses} value={move.toStatus} />
      </div>
      <div className="shop-order-move-meta">
        {who} · {move.createTime}
      </div>
      {move.remark && (
        <div className="shop-order-move-meta">
          {t('shop.fields.trackingNumber')}: {move.remark}
        </div>
      )}
    </div>
  )
}
