import type { DictEntry, Request } from '../../shell'

/** A goods type of the `goodsType` dictionary, with the types below it. */
export interface GoodsType {
  name: string
  /** what a goods' `type` holds: the entry's value, or its id when it has none */
  value: number
  children: GoodsType[]
}

/** The `goodsType` entries, as the layout demo's left panel and its prefetch ask for them. */
export const goodsTypesRequest = (language: string): Request => ({
  queryKey: ['demo', 'goods-types', language],
  path: '/admin/dict/info/data',
  body: { types: ['goodsType'] },
})

/** The entries as a tree, in their order. */
export function goodsTypeTree(entries: readonly DictEntry[]): GoodsType[] {
  const sorted = [...entries].sort((a, b) => a.orderNum - b.orderNum)
  const below = (parentId: number | null): GoodsType[] =>
    sorted
      .filter((e) => e.parentId === parentId)
      .map((e) => ({
        name: e.name,
        value: e.value === null || e.value === '' ? e.id : Number(e.value),
        children: below(e.id),
      }))
  return below(null)
}

/** A type's value and those of every type below it. */
export const valuesOf = (type: GoodsType): number[] => [type.value, ...type.children.flatMap(valuesOf)]
