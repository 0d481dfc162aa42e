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
