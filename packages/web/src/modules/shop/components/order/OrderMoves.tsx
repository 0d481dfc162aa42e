import { OrderShip, type OrderTransition } from '@backroom/contract'
import { App, Button, Form, Input, Modal, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowLink } from '../../../../crud'
import { usePermission } from '../../../../shell'
import { isUndoing, movePerm, movesFrom } from './order-moves'
import { useOrderMove } from './use-order-move'

interface Order {
  id: number
  status?: unknown
  orderNum?: unknown
}

/**
 * The moves an order's state allows and the user may make, each asked first: ship asks for the
 * parcel's tracking number. Links in a table row, buttons in the details.
 */
export function OrderMoves({ order, as = 'link' }: { order: Order; as?: 'link' | 'button' }) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const allowed = useAllowedMoves()
  const move = useOrderMove()
  const [shipping, setShipping] = useState(false)
  const moves = movesFrom(Number(order.status)).filter((m) => allowed[m])
  const start = (m: OrderTransition) => {
    if (m === 'ship') return setShipping(true)
    modal.confirm({
      title: t(`shop.move.${m}`),
      content: t(`shop.confirmMove.${m}`, { orderNum: order.orderNum }),
      okText: t('common.ok'),
      okButtonProps: { danger: isUndoing(m) },
      cancelText: t('common.cancel'),
      onOk: () => move.mutateAsync({ id: order.id, move: m }).catch(() => undefined),
    })
  }
  if (!moves.length) return null
  const links = moves.map((m) =>
    as === 'link' ? (
      <RowLink key={m} danger={isUndoing(m)} onClick={() => start(m)}>
        {t(`shop.move.${m}`)}
      </RowLink>
    ) : (
      <Button
        key={m}
        danger={isUndoing(m)}
        type={isUndoing(m) ? 'default' : 'primary'}
        onClick={() => start(m)}
      >
        {t(`shop.move.${m}`)}
      </Button>
    ),
  )
  return (
    <>
      {as === 'link' ? links : <Space wrap>{links}</Space>}
      {shipping && (
        <ShipDialog
          orderNum={String(order.orderNum ?? '')}
          onClose={() => setShipping(false)}
          onShip={(trackingNumber) =>
            move.mutateAsync({ id: order.id, move: 'ship', trackingNumber }).then(() => setShipping(false))
          }
        />
      )}
    </>
  )
}

/** Which moves the user holds the permission of. */
function useAllowedMoves(): Record<OrderTransition, boolean> {
  return {
    pay: usePermission(movePerm('pay')),
    ship: usePermission(movePerm('ship')),
    complete: usePermission(movePerm('complete')),
    cancel: usePermission(movePerm('cancel')),
    refund: usePermission(movePerm('refund')),
  }
}

/** Asks for the parcel's tracking number, then ships. */
function ShipDialog({
  orderNum,
  onClose,
  onShip,
}: {
  orderNum: string
  onClose: () => void
  onShip: (trackingNumber: string) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ trackingNumber: string }>()
  const [busy, setBusy] = useState(false)
  const submit = async ({ trackingNumber }: { trackingNumber: string }) => {
    setBusy(true)
    await onShip(trackingNumber.trim()).catch(() => undefined)
    setBusy(false)
  }
  return (
    <Modal
      open
      title={`${t('shop.move.ship')} · ${orderNum}`}
      okText={t('shop.move.ship')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="trackingNumber"
          label={t('shop.fields.trackingNumber')}
          rules={[
            {
              validator: (_, value) =>
                OrderShip.shape.trackingNumber.safeParse(value ?? '').success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('shop.trackingNumberNeeded'))),
            },
          ]}
        >
          <Input autoFocus maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
