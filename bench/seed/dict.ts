import type SQLite from 'better-sqlite3'
import { pick } from './random.ts'

const COLOURS = [...'红橙黄绿青蓝紫黑白灰粉棕']
const GOODS = ['衬衫', '外套', '长裤', '短裙', '毛衣', '围巾', '帽子', '手套', '皮鞋', '背包', '水杯', '台灯']
const BRANDS = ['Nova', 'Kite', 'Orbit', 'Maple', 'Zen', 'Pixel', 'Lumen', 'Atlas']

/** A generic resource at scale: one dictionary type with many entries (issue 13). */
export const DICT = {
  typeId: 1000,
  count: 40_000,
  /** 2-character keywords the dict calls rotate through: colour + first character of a good, and goods */
  two: [
    ...COLOURS.flatMap((c) => GOODS.slice(0, 7).map((g) => c + g[0])),
    ...GOODS,
    ...['ov', 'it', 'ma', 'ze'],
  ],
  one: [...COLOURS, ...GOODS.map((g) => g[1])],
}

/** The bench dictionary's entries: `红衬衫 Nova 123`, ordered as created. */
export function* dictRows(random: () => number) {
  for (let i = 0; i < DICT.count; i++) {
    const name = `${pick(random, COLOURS)}${pick(random, GOODS)} ${pick(random, BRANDS)} ${i}`
    yield { name, value: String(i), orderNum: i % 100 }
  }
}

/** Inserts the bench dictionary type and its entries. */
export function insertDict(db: SQLite.Database, random: () => number, now: string) {
  db.prepare('insert into dict_type (id, name, key, createTime, updateTime) values (?, ?, ?, ?, ?)').run(
    DICT.typeId,
    '商品',
    'bench-goods',
    now,
    now,
  )
  const row = db.prepare(
    `insert into dict_info (typeId, name, value, orderNum, parentId, createTime, updateTime)
     values (?, ?, ?, ?, null, ?, ?)`,
  )
  for (const r of dictRows(random)) row.run(DICT.typeId, r.name, r.value, r.orderNum, now, now)
}
