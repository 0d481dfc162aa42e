import { ORDER_TRANSITIONS, type OrderTransition } from '@backroom/contract'

/** The order the moves show in: forward first, then the ways out. */
const SHOWN: readonly OrderTransition[] = ['pay', 'ship', 'complete', 'cancel', 'refund']

/** The moves an order in this state may make (contract `ORDER_TRANSITIONS`). */
export function movesFrom(status: number): OrderTransition[] {
  return SHOWN.filter((move) => (ORDER_TRANSITIONS[move].from as readonly number[]).includes(status))
}

/** Moves that undo a sale: drawn as danger. */
export const isUndoing = (move: OrderTransition) => move === 'cancel' || move === 'refund'

/** The permission of a move (`shop:order:ship`). */
export const movePerm = (move: OrderTransition) => `shop:order:${move}`
