import { col, entity } from '@backroom/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../../app.ts'
import { dialects, dropEnv, freshEnv } from '../../test/harness.ts'
import { resource } from '../crud/declare.ts'
import { Resource } from '../crud/resource.ts'
import { buildEps } from '../eps.ts'
import type { ApiRequest } from '../http/api.ts'
import { JsonText } from '../http/api.ts'
import { AppError, InvalidInput } from '../http/errors.ts'
import { type BucketUnit, dateBucket } from './buckets.ts'
import type { DynamicDb } from './index.ts'
import { Schema } from './schema.ts'
import { readDecimal, sumDecimal } from './wire.ts'

/** A table of this test only: an amount, a count and a time, with range filters on all three. */
const Sale = entity('test_format_sale', 'TestFormatSale', {
  label: col.string(50, 'label'),
  price: col.decimal(10, 2, 'price'),
  qty: col.int('qty').default(1),
  at: col.datetime('at').nullable(),
})

type Reply = { code: number; data?: unknown }

describe.each(dialects)('data formats on %s', (dialect) => {
  const env = freshEnv(dialect)
  let app: App
  // the sample table is in no typed schema
  const dynamic = (): DynamicDb => app.ctx.db
  const saleRoutes = () => app.ctx.registry.controllers.find((c) => c.prefix === '/admin/test/sale')!.routes
  /** a route of the resource, its body checked by the route's schema as the HTTP layer does */
  const call = async (action: string, body: unknown): Promise<Reply> => {
    const route = saleRoutes().find((r) => r.action === action)!
    const parsed = (route.body ?? route.query)!.safeParse(body)
    if (!parsed.success) return { code: 1001 }
    try {
      const data = await route.handler({ body: parsed.data, query: parsed.data } as ApiRequest)
      // a page answers its JSON text, as it is sent
      return { code: 1000, data: data instanceof JsonText ? JSON.parse(data.text) : data }
    } catch (e) {
      if (e instanceof InvalidInput || e instanceof AppError) return { code: 1001 }
      throw e
    }
  }
  const add = async (row: Record<string, unknown>) => {
    const r = await call('add', { label: 'x', ...row })
    expect(r.code).toBe(1000)
    return (r.data as { id: number }).id
  }
  const labels = async (filter: Record<string, unknown>) => {
    const r = await call('list', filter)
    expect(r.code).toBe(1000)
    return (r.data as { label: string }[]).map((x) => x.label).sort()
  }

  beforeAll(async () => {
    app = await createApp(readConfig(env), { logger: false })
    const { db } = app.ctx
    await new Schema(db, app.ctx.dialect).createTable(Sale.table, {
      label: 'varchar(50) not null',
      price: 'decimal(10,2) not null default 0',
      qty: 'int not null default 1',
      at: 'datetime',
    })
    resource(app.ctx, {
      module: 'test',
      prefix: '/admin/test/sale',
      entity: Sale,
      api: ['add', 'info', 'list', 'page'],
      scope: { none: 'a test table' },
      search: { eq: ['label'], range: ['price', 'qty', 'at', 'createTime'] },
    })
  })
  afterAll(async () => {
    await app.close()
    await dropEnv(env)
  })

  describe('money', () => {
    it('keeps a number or a string body exact, sends it back with its scale and stores no float', async () => {
      const a = await add({ label: 'm-a', price: 0.1 })
      const b = await add({ label: 'm-b', price: '0.20' })
      const c = await add({ label: 'm-c', price: '-12345678.9' })
      const read = async (id: number) => ((await call('info', { id })).data as { price: string }).price
      expect([await read(a), await read(b), await read(c)]).toEqual(['0.10', '0.20', '-12345678.90'])
      const stored = await dynamic()
        .selectFrom(Sale.table)
        .select('price')
        .where('id', 'in', [a, b, c])
        .orderBy('id')
        .execute()
      expect(stored.map((r) => r.price)).toEqual(
        dialect === 'sqlite' ? [10, 20, -1234567890] : ['0.10', '0.20', '-12345678.90'],
      )
    })

    it('sums exactly in SQL', async () => {
      for (let i = 0; i < 10; i++) await add({ label: 'sum', price: '0.10' })
      await add({ label: 'sum', price: 0.2 })
      const row = await dynamic()
        .selectFrom(Sale.table)
        .select(sumDecimal('price').as('total'))
        .where('label', '=', 'sum')
        .executeTakeFirstOrThrow()
      expect(readDecimal(row.total, 2)).toBe('1.20')
      const none = await dynamic()
        .selectFrom(Sale.table)
        .select(sumDecimal('price').as('total'))
        .where('label', '=', 'no such label')
        .executeTakeFirstOrThrow()
      expect(readDecimal(none.total, 2)).toBe('0.00')
    })

    it.each([
      ['more decimals than the scale', '1.234'],
      ['a float that is not its decimal text', 0.1 + 0.2],
      ['too many whole digits', '123456789'],
      ['an exponent', 1e21],
      ['text', 'abc'],
      ['an empty string', ''],
      ['a boolean', true],
    ])('refuses %s', async (_, price) => {
      expect((await call('add', { label: 'bad', price })).code).toBe(1001)
    })
  })

  describe('date-times', () => {
    // a zone other than UTC, so that a wire time read as UTC would show
    const zone = process.env.TZ
    beforeAll(() => {
      process.env.TZ = 'Asia/Shanghai'
    })
    afterAll(() => {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    })

    it('takes the wire format in TZ and ISO 8601, stores UTC and sends the wire format back', async () => {
      const wire = await add({ label: 't-wire', price: 1, at: '2026-01-02 03:04:05' })
      const utc = await add({ label: 't-utc', price: 1, at: '2026-01-02T03:04:05Z' })
      const offset = await add({ label: 't-offset', price: 1, at: '2026-01-02T11:04:05.250+08:00' })
      const rows = await dynamic()
        .selectFrom(Sale.table)
        .select(['id', 'at'])
        .where('id', 'in', [wire, utc, offset])
        .orderBy('id')
        .execute()
      const iso = rows.map((r) => new Date(r.at as string).toISOString())
      expect(iso).toEqual([
        '2026-01-01T19:04:05.000Z',
        '2026-01-02T03:04:05.000Z',
        '2026-01-02T03:04:05.250Z',
      ])
      const read = (await call('list', { label: 't-utc' })).data as { at: string }[]
      expect(read[0].at).toBe('2026-01-02 11:04:05')
    })

    it.each([
      '2026-02-30 10:00:00',
      '2026-01-02 24:00:00',
      '2026/01/02',
      '2026-01-02T10:00+99:00',
      'now',
      20260102,
    ])('refuses %s', async (at) => {
      expect((await call('add', { label: 'bad', price: 1, at })).code).toBe(1001)
    })
  })

  describe('range filters', () => {
    beforeAll(async () => {
      await add({ label: 'r1', price: '5.00', qty: 1, at: '2026-05-01 00:00:00' })
      await add({ label: 'r2', price: '9.99', qty: 5, at: '2026-05-01 23:59:59' })
      await add({ label: 'r3', price: '10.00', qty: 10, at: '2026-05-02 00:00:00' })
    })
    const r = (filter: Record<string, unknown>) =>
      labels({ ...filter, label: undefined }).then((l) => l.filter((x) => /^r\d$/.test(x)))

    it('filters between two ends, both included', async () => {
      expect(await r({ price: ['5', '9.99'] })).toEqual(['r1', 'r2'])
      expect(await r({ qty: [5, 10] })).toEqual(['r2', 'r3'])
      expect(await r({ at: ['2026-05-01 00:00:00', '2026-05-02 00:00:00'] })).toEqual(['r1', 'r2', 'r3'])
    })

    it('takes a whole day when the end is a date, and open ends', async () => {
      expect(await r({ at: ['2026-05-01', '2026-05-01'] })).toEqual(['r1', 'r2'])
      expect(await r({ price: [9.99, null] })).toEqual(['r2', 'r3'])
      expect(await r({ at: [null, '2026-05-01 12:00:00'] })).toEqual(['r1'])
      expect(await r({ qty: ['', 1] })).toEqual(['r1'])
      expect(await r({ qty: [null, null] })).toEqual(['r1', 'r2', 'r3'])
    })

    it('filters on createTime in page', async () => {
      const created = (
        (await call('page', { createTime: ['2000-01-01', null], size: 100 })).data as {
          list: { createTime: string }[]
        }
      ).list
      expect(created.length).toBeGreaterThanOrEqual(3)
      const future = (await call('page', { createTime: ['2999-01-01', null] })).data as { list: unknown[] }
      expect(future.list).toEqual([])
    })

    it.each([
      ['not a pair', { qty: 5 }],
      ['three ends', { qty: [1, 2, 3] }],
      ['a value the column cannot hold', { price: ['abc', null] }],
      ['a fraction for an int', { qty: [1.5, null] }],
      ['a bad date', { at: ['2026-13-01', null] }],
      ['an object', { at: [{ a: 1 }, null] }],
      ['from after to', { qty: [10, 1] }],
      ['from after to, as dates', { createTime: ['2026-05-02', '2026-05-01'] }],
    ])('refuses %s with 1001', async (_, filter) => {
      expect((await call('page', filter)).code).toBe(1001)
    })

    it('is described in EPS for the search bar', () => {
      const eps = buildEps(
        [app.ctx.registry.controllers.find((c) => c.prefix === '/admin/test/sale')!],
        'zh-cn',
      ).test[0] as {
        search: { fieldRange: { propertyName: string; type: string }[] }
        pageQueryOp: { fieldRange: string[] }
      }
      expect(eps.search.fieldRange.map((c) => [c.propertyName, c.type])).toEqual([
        ['price', 'decimal'],
        ['qty', 'int'],
        ['at', 'datetime'],
        ['createTime', 'datetime'],
      ])
      expect(eps.pageQueryOp.fieldRange).toEqual(['a.price', 'a.qty', 'a.at', 'a.createTime'])
    })

    it('refuses a range on a column that is not a number or a time when declared', () => {
      expect(
        () =>
          new Resource(app.ctx, {
            module: 'test',
            prefix: '/admin/test/bad',
            entity: Sale,
            api: ['page'],
            scope: { none: 'a test table' },
            search: { range: ['label'] },
          }),
      ).toThrow(/range column a.label/)
    })
  })

  describe('date buckets', () => {
    // instants around Berlin's DST start (2026-03-29 01:00 UTC), DST end (2026-10-25 01:00 UTC) and New Year
    const instants = [
      '2025-12-31T22:30:00.000Z', // 23:30 on 31 December in Berlin
      '2025-12-31T23:30:00.000Z', // 00:30 on 1 January
      '2026-03-28T23:30:00.000Z', // 00:30 CET on Sunday 29 March
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
      '2026-03-29T22:30:00.000Z', // 00:30 CEST on Monday 30 March
      '2026-03-31T22:30:00.000Z', // 00:30 on 1 April
      '2026-10-24T22:30:00.000Z', // 00:30 CEST on Sunday 25 October
      '2026-10-25T22:30:00.000Z', // 23:30 CET on 25 October
      '2026-10-25T23:30:00.000Z', // 00:30 CET on Monday 26 October
    ]
    beforeAll(async () => {
      for (const at of instants) await add({ label: 'bucket', price: 1, at })
    })

    const counts = async (unit: BucketUnit) => {
      const key = dateBucket(app.ctx.dialect, 'at', unit, 'Europe/Berlin')
      const rows = await dynamic()
        .selectFrom(Sale.table)
        .select([key.as('key'), sql<number>`count(*)`.as('n')])
        .where('label', '=', 'bucket')
        .groupBy(key)
        .orderBy('key')
        .execute()
      return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))
    }

    it.each<[BucketUnit, Record<string, number>]>([
      [
        'day',
        {
          '2025-12-31': 1,
          '2026-01-01': 1,
          '2026-03-29': 3,
          '2026-03-30': 1,
          '2026-04-01': 1,
          '2026-10-25': 2,
          '2026-10-26': 1,
        },
      ],
      ['week', { '2025-12-29': 2, '2026-03-23': 3, '2026-03-30': 2, '2026-10-19': 2, '2026-10-26': 1 }],
      ['month', { '2025-12': 1, '2026-01': 1, '2026-03': 4, '2026-04': 1, '2026-10': 3 }],
      ['year', { '2025': 1, '2026': 9 }],
    ])('groups by %s in the time zone, across DST changes and the year boundary', async (unit, expected) => {
      expect(await counts(unit)).toEqual(expected)
    })

    it('refuses an unknown time zone', () => {
      expect(() => dateBucket(app.ctx.dialect, 'at', 'day', "Mars/Base'; drop table x")).toThrow(RangeError)
    })
  })
})
