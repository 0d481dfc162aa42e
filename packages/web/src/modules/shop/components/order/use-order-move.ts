import type { OrderDetail, OrderTransition } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, toast } from '../../../../shell'
import { DASHBOARD, ORDERS } from '../../endpoints'

export interface MoveRequest {
  id: number
  move: OrderTransition
  trackingNumber?: string
}

/** The details of one order with its lines and history, as the drawer shows them. */
export const orderInfoQuery = (id: number) => ({
  queryKey: [ORDERS, 'info', id],
  queryFn: () => api.get<OrderDetail>(`${ORDERS}/info`, { id }),
})

/** Moves an order (pays, ships, cancels...); the lists, the order's details and history and the dashboard reload. */
export function useOrderMove() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, move, trackingNumber }: MoveRequest) =>
      api.post(`${ORDERS}/${move}`, move === 'ship' ? { id, trackingNumber } : { id }),
    onSuccess: (_, { move }) => toast.success(t(`shop.moved.${move}`)),
    onError: (err) => toast.error(err.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDERS] }),
        queryClient.invalidateQueries({ queryKey: [DASHBOARD] }),
      ]),
  })
}
