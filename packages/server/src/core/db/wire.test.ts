import { col, entity } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dialects, dropEnv, freshEnv } from '../../test/harness.ts'
import { readConfig } from '../config.ts'
import { type Database, type DynamicDb, openDatabase } from './index.ts'
import { Schema } from './schema.ts'
import { formatTime, nowIso, readRow, storedDecimal } from './wire.ts'

const Sample = entity('wire_sample', 'WireSample', {
  flag: col.boolean('flag').default(false),
  price: col.decimal(10, 2, 'price'),
  meta: col.json(z.unknown(), 'meta').nullable(),
  name: col.string(50, 'name'),
  at: col.datetime('at').nullable(),
})

describe.each(dialects)('one wire format on %s', (dialect) => {
  let database: Database
  // the sample table is in no typed schema
  const sample = (): DynamicDb => database.db
  const env = freshEnv(dialect)
  beforeAll(async () => {
    database = await openDatabase(readConfig(env))
    await new Schema(database.db, database.dialect).createTable('wire_sample', {
      flag: 'bool not null default false',
      price: 'decimal(10,2) not null',
      meta: 'json',
      name: 'varchar(50) not null',
      at: 'datetime',
    })
  })
  afterAll(async () => {
    await database.close()
    await dropEnv(env)
  })

  it('reads booleans, decimals, JSON and times the same way', async () => {
    const now = nowIso()
    const { id } = await sample()
      .insertInto('wire_sample')
      .values({
        flag: true,
        price: storedDecimal(database.dialect, '12.50'),
        meta: { a: [1, 'x'] },
        name: '名字',
        at: '2026-01-02T03:04:05.000Z',
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const raw = await sample()
      .selectFrom('wire_sample')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(readRow(Sample, raw)).toEqual({
      id,
      flag: true,
      price: '12.50',
      meta: { a: [1, 'x'] },
      name: '名字',
      at: formatTime('2026-01-02T03:04:05.000Z'),
      createTime: formatTime(now),
      updateTime: formatTime(now),
    })
  })

  it('applies column defaults and keeps nulls', async () => {
    const now = nowIso()
    await sample()
      .insertInto('wire_sample')
      .values({ price: 0, name: 'n', createTime: now, updateTime: now })
      .execute()
    const row = await sample()
      .selectFrom('wire_sample')
      .selectAll()
      .where('name', '=', 'n')
      .executeTakeFirstOrThrow()
    expect(readRow(Sample, row)).toMatchObject({ flag: false, price: '0.00', meta: null, at: null })
  })

  it('filters booleans written as true/false', async () => {
    const rows = await sample().selectFrom('wire_sample').select('name').where('flag', '=', true).execute()
    expect(rows.map((r) => r.name)).toEqual(['名字'])
  })

  it('formats times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatTime(new Date(2026, 10, 2, 7, 8, 9))).toBe('2026-11-02 07:08:09')
  })
})
