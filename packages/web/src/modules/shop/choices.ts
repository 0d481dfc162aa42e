/** The choices of the shop's fields: values and the translation keys of their labels. */
export const GOODS_STATUS = [
  { value: 1, label: 'shop.status.1', color: 'green' },
  { value: 0, label: 'shop.status.0', color: 'default' },
] as const
export const SCORES = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `shop.score.${n}` }))
export const HIDDEN = [
  { value: false, label: 'shop.hidden.false', color: 'green' },
  { value: true, label: 'shop.hidden.true', color: 'default' },
] as const
/** An order's states (contract `ORDER_STATUS`), each with its tag colour. */
export const ORDER_STATUS_CHOICES = [
  { value: 0, label: 'shop.orderStatus.0', color: 'orange' },
  { value: 1, label: 'shop.orderStatus.1', color: 'blue' },
  { value: 2, label: 'shop.orderStatus.2', color: 'geekblue' },
  { value: 3, label: 'shop.orderStatus.3', color: 'green' },
  { value: 4, label: 'shop.orderStatus.4', color: 'default' },
  { value: 5, label: 'shop.orderStatus.5', color: 'red' },
] as const
