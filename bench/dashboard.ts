// `npm run bench -- --dashboard [--pg]`: the home dashboard's summary routes over 10,000 and over
// 1,000,000 orders (bulk-inserted with their statistics rows, as the order changes would have kept
// them), CPU per request at each size and the ratio between them (target: within 1.5×), each
// beside a bare Fastify route answering the same bytes; and the storefront's goods page with its
// view counting on and off.

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { type BenchDatabase, startBackroom } from './backroom-server.ts'
import type { MeasuredCall } from './calls.ts'
import { LOADS, measureCalls } from './measure-calls.ts'
import type { CallResult } from './results.ts'
import { insertMany } from './seed/bulk-insert-pg.ts'
import { signIn } from './session.ts'
import { renderTable } from './table.ts'

const SIZES = [10_000, 1_000_000]
const GOODS = 200
const APP_USERS = 500
const DAYS = 395
const TARGET = 1.5
const HOUR = 3_600_000

const pad = (n: number) => String(n).padStart(2, '0')
/** `YYYY-MM-DD HH` in this process's time zone, which the server shares */
const hourKey = (t: number) => {
  const d = new Date(t)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}`
}

interface Rows {
  tables: Record<string, { columns: string[]; rows: unknown[][] }>
}

/**
 * A shop's rows: goods, app users, `orders` orders spread evenly over the past 13 months with one
 * line each, and the statistics rows computed from those very orders.
 */
function shopRows(orders: number, decimal: (cents: number) => number | string): Rows {
  const now = new Date().toISOString()
  const stamp = [now, now]
  const first = Math.floor((Date.now() - DAYS * 86_400_000) / HOUR) * HOUR
  const hours = DAYS * 24
  const price = (g: number) => 990 + (g % 50) * 1000
  const goods = Array.from({ length: GOODS }, (_, g) => [
    g + 1,
    `goods ${g + 1}`,
    decimal(price(g)),
    1 + (g % 5),
    1,
    1_000_000,
    now,
    ...stamp,
  ])
  const categories = Array.from({ length: 5 }, (_, c) => [c + 1, `category ${c + 1}`, 0, ...stamp])
  const users = Array.from({ length: APP_USERS }, (_, u) => [
    u + 1,
    `1390000${String(u).padStart(4, '0')}`,
    `shopper ${u + 1}`,
    new Date(first + u * 17 * HOUR).toISOString(),
    now,
  ])
  const orderRows: unknown[][] = []
  const lines: unknown[][] = []
  const hourStats = new Map<string, [number, number]>()
  const goodsDays = new Map<string, [number, number, number]>()
  const payers = new Set<string>()
  const address = JSON.stringify({
    contact: 'c',
    phone: '13800138000',
    province: 'p',
    city: 'c',
    district: 'd',
    address: 'a',
  })
  for (let i = 0; i < orders; i++) {
    const at = first + Math.floor((i * hours) / orders) * HOUR + (i % 3600) * 1000
    const g = i % GOODS
    const quantity = 1 + (i % 3)
    const cents = price(g) * quantity
    const status = i % 10 === 0 ? 0 : i % 10 === 1 ? 4 : 1 + (i % 3)
    const paid = status >= 1 && status <= 3
    const payTime = status === 0 || status === 4 ? null : new Date(at).toISOString()
    const userId = 1 + (i % APP_USERS)
    orderRows.push([
      i + 1,
      `B${String(i + 1).padStart(12, '0')}`,
      userId,
      address,
      decimal(cents),
      `goods ${g + 1} ×${quantity}`,
      status,
      payTime,
      new Date(at).toISOString(),
      now,
    ])
    lines.push([i + 1, i + 1, g + 1, `goods ${g + 1}`, decimal(price(g)), quantity, ...stamp])
    if (!paid) continue
    const hour = hourKey(at)
    const h = hourStats.get(hour) ?? [0, 0]
    hourStats.set(hour, [h[0] + 1, h[1] + cents])
    const key = `${hour.slice(0, 10)}|${g + 1}`
    const d = goodsDays.get(key) ?? [0, 0, 0]
    goodsDays.set(key, [d[0] + 1, d[1] + quantity, d[2] + cents])
    payers.add(`${hour.slice(0, 10)}|${userId}`)
  }
  return {
    tables: {
      shop_category: { columns: ['id', 'name', 'order', 'createTime', 'updateTime'], rows: categories },
      shop_goods: {
        columns: [
          'id',
          'name',
          'price',
          'categoryId',
          'status',
          'stock',
          'onShelfTime',
          'createTime',
          'updateTime',
        ],
        rows: goods,
      },
      user_info: { columns: ['id', 'phone', 'nickName', 'createTime', 'updateTime'], rows: users },
      shop_order: {
        columns: [
          'id',
          'orderNum',
          'userId',
          'address',
          'total',
          'goodsNames',
          'status',
          'payTime',
          'createTime',
          'updateTime',
        ],
        rows: orderRows,
      },
      shop_order_line: {
        columns: ['id', 'orderId', 'goodsId', 'goodsName', 'price', 'quantity', 'createTime', 'updateTime'],
        rows: lines,
      },
      shop_stat_hour: {
        columns: ['hour', 'views', 'paidCount', 'paidCents', 'createTime', 'updateTime'],
        rows: [...hourStats].map(([hour, [count, cents]]) => [hour, count * 7, count, cents, ...stamp]),
      },
      shop_stat_goods: {
        columns: ['day', 'goodsId', 'views', 'orders', 'quantity', 'cents', 'createTime', 'updateTime'],
        rows: [...goodsDays].map(([key, [n, q, c]]) => {
          const [day, goodsId] = key.split('|')
          return [day, Number(goodsId), n * 5, n, q, c, ...stamp]
        }),
      },
      shop_stat_payer: {
        columns: ['day', 'userId', 'createTime', 'updateTime'],
        rows: [...payers].map((key) => {
          const [day, userId] = key.split('|')
          return [day, Number(userId), ...stamp]
        }),
      },
    },
  }
}

/**
 * The side tables rows keep in step by row triggers (keyword postings, per-value counts, heads): a
 * million rows through them take many minutes; dropped, the server's next start rebuilds them from
 * every row in one statement each.
 */
const SIDES = ['gram', 'val', 'vgram', 'head']
const BULK = ['user_info', 'shop_goods', 'shop_order', 'shop_order_line']

async function fill(dataDir: string, orders: number, database?: BenchDatabase) {
  if (!database) {
    const db = new SQLite(path.join(dataDir, 'backroom.sqlite'))
    const { tables } = shopRows(orders, (cents) => cents)
    for (const table of BULK) {
      const triggers = db
        .prepare("select name from sqlite_master where type = 'trigger' and tbl_name = ?")
        .pluck()
        .all(table) as string[]
      // (and its write-version triggers, a row each: the server's start makes them again)
      for (const t of triggers)
        if ([...SIDES, 'wv'].some((side) => t.startsWith(`${table}_${side}_`))) db.exec(`drop trigger "${t}"`)
      for (const side of SIDES) db.exec(`drop table if exists "${table}_${side}"`)
    }
    db.transaction(() => {
      for (const [table, { columns, rows }] of Object.entries(tables)) {
        const insert = db.prepare(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        )
        for (const row of rows) insert.run(...row)
      }
    })()
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await client.query(`set search_path to "${database.schema}"`)
    for (const table of BULK)
      for (const side of SIDES) {
        await client.query(`drop trigger if exists "${table}_${side}_sync" on "${table}"`)
        await client.query(`drop table if exists "${table}_${side}"`)
      }
    const { tables } = shopRows(orders, (cents) => (cents / 100).toFixed(2))
    for (const [table, { columns, rows }] of Object.entries(tables)) {
      await insertMany(client, table, columns, rows)
      if (columns[0] === 'id')
        await client.query(
          `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
        )
    }
  } finally {
    await client.end()
  }
}

const answered = (data: unknown) => (data === undefined ? 'no data' : undefined)
const call = (id: string, label: string, path: string): MeasuredCall => ({
  id,
  label,
  method: 'GET',
  path,
  target: 'share',
  check: answered,
})
const SUMMARIES = [
  call('cards', 'dashboard/cards', '/admin/shop/dashboard/cards'),
  call('sales', 'dashboard/sales', `/admin/shop/dashboard/sales?year=${new Date().getFullYear()}`),
  call('ranking', 'dashboard/ranking (year)', '/admin/shop/dashboard/ranking?period=year'),
  call('category', 'dashboard/category (year)', '/admin/shop/dashboard/category?period=year'),
]
const STOREFRONT = call('storefront', 'app/shop/goods/page', '/app/shop/goods/page?page=1&size=20')

export async function benchDashboard(
  database: (size: number) => BenchDatabase | undefined,
  dropSchema: (db: BenchDatabase) => Promise<void>,
) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-dashboard-'))
  const step = (what: string) => console.log(`[dashboard] ${what}`)
  const bySize: Record<number, CallResult[]> = {}
  let storefront: { on?: CallResult; off?: CallResult } = {}
  try {
    for (const size of SIZES) {
      const dataDir = path.join(workDir, String(size))
      fs.mkdirSync(dataDir)
      const db = database(size)
      step(`new database for ${size.toLocaleString('en-US')} orders`)
      await (await startBackroom(dataDir, undefined, db)).stop()
      const began = performance.now()
      await fill(dataDir, size, db)
      step(`inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`)
      // its first start rebuilds the keyword side tables over every row
      const server = await startBackroom(dataDir, 30 * 60_000, db)
      try {
        const token = await signIn(server.url)
        const calls = size === SIZES.at(-1) ? [...SUMMARIES, STOREFRONT] : SUMMARIES
        bySize[size] = await measureCalls(server, token, calls, LOADS, workDir, step)
        if (size === SIZES.at(-1)) storefront.on = bySize[size].find((r) => r.id === 'storefront')
      } finally {
        await server.stop()
      }
      if (size === SIZES.at(-1)) {
        const quiet = await startBackroom(dataDir, undefined, db, { SHOP_TRAFFIC: 'off' })
        try {
          storefront.off = (
            await measureCalls(quiet, await signIn(quiet.url), [STOREFRONT], LOADS, workDir, step)
          )[0]
        } finally {
          await quiet.stop()
        }
      }
      if (db) await dropSchema(db)
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  const [small, large] = SIZES.map((s) => bySize[s])
  const int = (n: number | undefined) => (n === undefined ? '' : Math.round(n).toLocaleString('en-US'))
  const rows = SUMMARIES.map((c) => {
    const [a, b] = [small.find((r) => r.id === c.id)!, large.find((r) => r.id === c.id)!]
    const growth = (b.backroom.serverCpuUs ?? 0) / (a.backroom.serverCpuUs ?? 1)
    return [
      c.label,
      `${int(a.backroom.serverCpuUs)} µs`,
      `${a.ratioToBare.toFixed(2)}`,
      `${int(b.backroom.serverCpuUs)} µs`,
      `${b.ratioToBare.toFixed(2)}`,
      `${growth.toFixed(2)}×`,
      growth <= TARGET ? 'yes' : 'NO',
    ]
  })
  const table = renderTable(
    ['Summary', 'CPU/req 10k', '× bare', 'CPU/req 1M', '× bare', '1M / 10k', `≤ ${TARGET}×`],
    rows,
    [false, true, true, true, true, true, false],
  )
  storefront = storefront ?? {}
  const front =
    storefront.on && storefront.off
      ? `Storefront goods/page: ${int(storefront.on.backroom.reqPerSec)} req/s, ${int(storefront.on.backroom.serverCpuUs)} µs CPU/req with view counting on (${storefront.on.ratioToBare.toFixed(2)} × bare); ${int(storefront.off.backroom.reqPerSec)} req/s, ${int(storefront.off.backroom.serverCpuUs)} µs with it off (${storefront.off.ratioToBare.toFixed(2)} × bare).`
      : ''
  return `${table}\n${front}`
}
