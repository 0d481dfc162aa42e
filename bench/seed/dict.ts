import type SQLite from 'better-sqlite3'
import { pick } from './random.ts'

const COLOURS = [...'红橙黄绿青蓝紫黑白灰粉棕']
const GOODS = ['衬衫', '外套', '长裤', '短裙', '毛衣', '围巾', '帽子', '手套', '皮鞋', '背包', '水杯', '台灯']
const BRANDS = ['Nova', 'Kite', 'Orbit', 'Maple', 'Zen', 'Pixel', 'Lumen', 'Atlas']

/**
 * A generic resource at scale (issue 13): 100,000 dictionary entries in two types, interleaved;
 * the calls page through the first type's 40,000.
 */
export const DICT = {
  typeId: 1000,
  count: 40_000,
  otherTypeId: 1001,
  total: 100_000,
  /** 2-character keywords the dict calls rotate through: colour + first character of a good, and goods */
  two: [
    ...COLOURS.flatMap((c) => GOODS.slice(0, 7).map((g) => c + g[0])),
    ...GOODS,
    ...['ov', 'it', 'ma', 'ze'],
  ],
  one: [...COLOURS, ...GOODS.map((g) => g[1])],
}

/** The bench dictionary's entries: `红衬衫 Nova 123`, ordered as created; two in five of the measured type. */
export function* dictRows(random: () => number) {
  for (let i = 0; i < DICT.total; i++) {
    const name = `${pick(random, COLOURS)}${pick(random, GOODS)} ${pick(random, BRANDS)} ${i}`
    yield { typeId: i % 5 < 2 ? DICT.typeId : DICT.otherTypeId, name, value: String(i), orderNum: i % 100 }
  }
}

/** The bench dictionary's types: id, name, key. */
export const DICT_TYPES = [
  [DICT.typeId, '商品', 'bench-goods'],
  [DICT.otherTypeId, '材质', 'bench-materials'],
] as const

/** Inserts the bench dictionary types and their entries. */
export function insertDict(db: SQLite.Database, random: () => number, now: string) {
  const type = db.prepare(
    'insert into dict_type (id, name, key, createTime, updateTime) values (?, ?, ?, ?, ?)',
  )
  for (const [id, name, key] of DICT_TYPES) type.run(id, name, key, now, now)
  const row = db.prepare(
    `insert into dict_info (typeId, name, value, orderNum, parentId, createTime, updateTime)
     values (?, ?, ?, ?, null, ?, ?)`,
  )
  for (const r of dictRows(random)) row.run(r.typeId, r.name, r.value, r.orderNum, now, now)
}
