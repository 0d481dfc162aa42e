import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp, readConfig } from '../../app.ts'
import { dialects, dropEnv, freshEnv } from '../../test/harness.ts'
import { queryByIds } from './compiled.ts'

describe.each(dialects)('a query by ids on %s', (dialect) => {
  const env = freshEnv(dialect)
  let app: App
  const ids: number[] = []
  beforeAll(async () => {
    app = await createApp(readConfig(env), { logger: false })
    const now = new Date().toISOString()
    for (const name of ['by-ids-a', 'by-ids-b', 'by-ids-c', 'by-ids-d']) {
      const row = await app.ctx.db
        .insertInto('base_sys_param')
        .values({ keyName: name, name, data: name, dataType: 0, createTime: now, updateTime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(row.id)
    }
  })
  afterAll(async () => {
    await app?.close()
    await dropEnv(env)
  })

  const names = (rows: { keyName: string }[]) => rows.map((r) => r.keyName)

  it('answers each list with its own rows, once compiled for a length', async () => {
    const { db } = app.ctx
    const params = queryByIds(db, (list) =>
      db.selectFrom('base_sys_param').select('keyName').where('id', 'in', list).orderBy('id'),
    )
    expect(names(await params([ids[0], ids[1]]))).toEqual(['by-ids-a', 'by-ids-b'])
    expect(names(await params([ids[2], ids[3]]))).toEqual(['by-ids-c', 'by-ids-d'])
    expect(names(await params([ids[3]]))).toEqual(['by-ids-d'])
    expect(names(await params([ids[1], ids[2], ids[0]]))).toEqual(['by-ids-a', 'by-ids-b', 'by-ids-c'])
  })

  it('builds a query with other parameters each time', async () => {
    const { db } = app.ctx
    let name = 'by-ids-a'
    const params = queryByIds(db, (list) =>
      db.selectFrom('base_sys_param').select('keyName').where('id', 'in', list).where('keyName', '=', name),
    )
    expect(names(await params([ids[0], ids[1]]))).toEqual(['by-ids-a'])
    name = 'by-ids-b'
    expect(names(await params([ids[0], ids[1]]))).toEqual(['by-ids-b'])
  })
})
