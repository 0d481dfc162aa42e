// `npm run seed:demo [-- --orders N --days D]`: fills the configured database (DATA_DIR or
// DATABASE_URL, as `npm start` would open it) with a shop's life over the past months — categories,
// goods, app users with addresses, orders in every state and storefront views — through the server's
// own HTTP API, with the server's clock moved along the days, so that the dashboard shows a living
// shop. Opt-in only; refused with NODE_ENV=production. Run it while the server is stopped.

import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '2500' }, days: { type: 'string', default: '395' } },
})
const ORDERS = Number(values.orders)
const DAYS = Number(values.days)
if (process.env.NODE_ENV === 'production') {
  console.error('seed:demo refuses to run with NODE_ENV=production: it writes made-up orders.')
  process.exit(1)
}
if (!(ORDERS > 0 && DAYS > 0)) throw new Error('--orders and --days must be positive numbers')

// the server's clock, moved by the seed: every `new Date()` and `Date.now()` in this process reads it
const RealDate = Date
let offset = 0
class SeedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...(args as [string]))
  }
  static now() {
    return RealDate.now() + offset
  }
}
globalThis.Date = SeedDate as DateConstructor
const DAY = 86_400_000
const clockAt = (time: number) => {
  offset = time - RealDate.now()
}

// a seeded random sequence: the same shop every time
let seed = 20_261_202
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]

const CATEGORIES: [string, [string, string][]][] = [
  [
    '电子产品',
    [
      ['无线耳机', '299.00'],
      ['蓝牙音箱', '399.00'],
      ['4K 显示屏', '999.00'],
      ['智能手表', '599.00'],
    ],
  ],
  [
    '服装',
    [
      ['纯棉 T 恤', '79.00'],
      ['牛仔裤', '199.00'],
      ['羽绒服', '699.00'],
    ],
  ],
  [
    '家居用品',
    [
      ['香薰蜡烛', '39.90'],
      ['记忆棉枕', '129.00'],
      ['陶瓷餐具套装', '259.00'],
    ],
  ],
  [
    '书籍',
    [
      ['设计模式', '89.00'],
      ['三体', '68.00'],
      ['小王子', '29.80'],
    ],
  ],
  [
    '其他',
    [
      ['机械键盘', '350.00'],
      ['游戏鼠标', '150.00'],
      ['VR 眼镜', '799.00'],
    ],
  ],
]
const NAMES = ['小王', '小李', '阿明', '晓红', 'Tom', 'Lucy', '大刘', '小陈', '阿杰', '美玲']

const { createApp, readConfig } = await import('../packages/server/src/app.ts')
const start = RealDate.now() - DAYS * DAY
clockAt(start)
const config = readConfig({
  ...process.env,
  // the tokens opened at the start must outlive the months the clock moves over
  ACCESS_TOKEN_TTL: String((DAYS + 30) * 86_400),
  APP_ACCESS_TOKEN_TTL: String((DAYS + 30) * 86_400),
  LOG_LEVEL: 'warn',
})
const app = await createApp(config, { logger: false })
await app.app.listen({ port: 0, host: '127.0.0.1' })
const address = app.app.server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`

async function call<T>(token: string | undefined, path: string, body?: unknown, method = 'POST'): Promise<T> {
  const url =
    method === 'GET' && body
      ? `${base}${path}?${new URLSearchParams(body as Record<string, string>)}`
      : `${base}${path}`
  const res = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  })
  const answer = (await res.json()) as { code: number; message: string; data: T }
  if (answer.code !== 1000) throw new Error(`${path}: ${answer.message}`)
  return answer.data
}

try {
  const root = await app.ctx.db
    .selectFrom('base_sys_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst()
  const authority = root && (await app.ctx.access.authority(root.id))
  if (!authority) throw new Error('no admin account to seed as')
  const admin = (await app.ctx.access.signIn(authority)).token
  const goods: number[] = []
  for (const [name, items] of CATEGORIES) {
    const { id: categoryId } = await call<{ id: number }>(admin, '/admin/shop/category/add', { name })
    for (const [title, price] of items)
      goods.push(
        (
          await call<{ id: number }>(admin, '/admin/shop/goods/add', {
            name: title,
            price,
            categoryId,
            stock: 1_000_000,
            status: 1,
          })
        ).id,
      )
  }

  // the timeline: users joining, orders placed and moved, storefront reads, in time order
  type Event = { at: number; run: () => Promise<void> }
  const events: Event[] = []
  const shoppers: { token: string; addressId: number }[] = []
  const USERS = Math.max(10, Math.round(ORDERS / 60))
  for (let i = 0; i < USERS; i++)
    events.push({
      at: start + (i / USERS) ** 1.5 * (DAYS - 1) * DAY + random() * DAY,
      run: async () => {
        const phone = `139${String(20_000_000 + i).padStart(8, '0')}`
        await call(admin, '/admin/user/info/add', {
          phone,
          password: 'demo-pass-1',
          nickName: `${pick(NAMES)}${i}`,
        })
        const { token } = await call<{ token: string }>(undefined, '/app/user/login/password', {
          phone,
          password: 'demo-pass-1',
        })
        const { id } = await call<{ id: number }>(token, '/app/user/address/add', {
          contact: pick(NAMES),
          phone: '13800138000',
          province: '广东省',
          city: '深圳市',
          district: '南山区',
          address: `科技园 ${i + 1} 号`,
        })
        shoppers.push({ token, addressId: id })
      },
    })
  const now = RealDate.now()
  for (let i = 0; i < ORDERS; i++) {
    // more orders as the shop grows, and none before its first customer
    const at = start + DAY + Math.sqrt(random()) * (DAYS - 1) * DAY
    const fate = random()
    let order = 0
    let who: { token: string; addressId: number } | undefined
    events.push({
      at,
      run: async () => {
        if (!shoppers.length) return
        who = pick(shoppers)
        const items = [
          ...new Set([pick(goods), pick(goods), pick(goods)].slice(0, 1 + Math.floor(random() * 3))),
        ]
        const placed = await call<{ id: number }>(who.token, '/app/shop/order/create', {
          addressId: who.addressId,
          items: items.map((goodsId) => ({ goodsId, quantity: 1 + Math.floor(random() * 2) })),
        })
        order = placed.id
        if (fate < 0.06) await call(who.token, '/app/shop/order/cancel', { id: order })
        else if (fate > 0.1 || at < now - DAY) await call(who.token, '/app/shop/order/pay', { id: order })
      },
    })
    const later = (days: number, run: () => Promise<void>) => {
      if (at + days * DAY < now) events.push({ at: at + days * DAY, run })
    }
    const move =
      (action: string, body: Record<string, unknown> = {}) =>
      async () => {
        if (order) await call(admin, `/admin/shop/order/${action}`, { id: order, ...body })
      }
    if (fate >= 0.1) later(1, move('ship', { trackingNumber: `SF${at.toFixed(0)}` }))
    if (fate >= 0.1 && fate < 0.12) later(2, move('refund'))
    if (fate >= 0.14) later(4, move('complete'))
  }
  for (let d = 0; d < DAYS; d++)
    for (let v = 0; v < 20 + d / 10; v++)
      events.push({
        at: start + d * DAY + random() * DAY,
        run: async () => {
          const reader = random() < 0.5 && shoppers.length ? pick(shoppers).token : undefined
          if (random() < 0.4) await call(reader, '/app/shop/goods/page', { page: '1', size: '20' }, 'GET')
          else await call(reader, '/app/shop/goods/info', { id: String(pick(goods)) }, 'GET')
        },
      })
  events.sort((a, b) => a.at - b.at)
  let done = 0
  for (const event of events) {
    if (event.at > now) continue
    clockAt(event.at)
    await event.run()
    if (++done % 2000 === 0) console.log(`${done} / ${events.length} steps`)
  }
  console.log(`Seeded ${USERS} app users, ${goods.length} goods and ${ORDERS} orders over ${DAYS} days.`)
} finally {
  clockAt(RealDate.now())
  await app.close()
}
