import pg from 'pg'
import type { BulkCounts } from './bulk-insert.ts'
import { logRows, STAFF_ROLE, userRows } from './bulk-insert.ts'
import { DICT_TYPES, dictRows } from './dict.ts'
import { seededRandom } from './random.ts'

/** Multi-row inserts of `columns` from `rows`, `batch` rows a statement. */
export async function insertMany(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: Iterable<unknown[]>,
  batch = 1000,
) {
  const list = columns.map((c) => `"${c}"`).join(', ')
  let values: unknown[] = []
  let n = 0
  const flush = async () => {
    if (!n) return
    const tuples = Array.from(
      { length: n },
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    )
    await client.query(`insert into "${table}" (${list}) values ${tuples.join(', ')}`, values)
    values = []
    n = 0
  }
  for (const row of rows) {
    values.push(...row)
    n += 1
    if (n === batch) await flush()
  }
  await flush()
}

/**
 * The PostgreSQL counterpart of bulkInsert, into the server's schema: the short-keyword indexes
 * (postings, per-value counts and their grams, heads) are dropped first and rebuilt by the server's
 * next start; identities move past the explicit ids.
 */
export async function bulkInsertPg(databaseUrl: string, schema: string, counts: BulkCounts) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`set search_path to "${schema}"`)
    await client.query('begin')
    // the side tables a table's rows keep in step by row triggers (postings, per-value counts, heads):
    // row by row, a million log rows in one transaction update the same few count rows again and
    // again, each update walking the versions the earlier ones left (the seed had not finished
    // after 25 minutes). Dropped, they are rebuilt by the server's next start from every row in one
    // statement each.
    for (const table of ['base_sys_user', 'base_sys_log', 'dict_info'])
      for (const side of ['gram', 'val', 'vgram', 'head']) {
        await client.query(`drop trigger if exists "${table}_${side}_sync" on "${table}"`)
        await client.query(`drop table if exists "${table}_${side}"`)
      }
    const now = new Date().toISOString()
    for (const [id, name, key] of DICT_TYPES)
      await client.query(
        'insert into dict_type (id, name, key, "createTime", "updateTime") values ($1, $2, $3, $4, $4)',
        [id, name, key, now],
      )
    await insertMany(
      client,
      'dict_info',
      ['typeId', 'name', 'value', 'orderNum', 'createTime', 'updateTime'],
      (function* () {
        for (const r of dictRows(seededRandom(4_242))) yield [r.typeId, r.name, r.value, r.orderNum, now, now]
      })(),
    )
    const hash = (await client.query('select password from base_sys_user where id = 1')).rows[0].password
    const firstId = (await client.query('select max(id) + 1 as id from base_sys_user')).rows[0].id as number
    const role = (
      await client.query(
        `insert into base_sys_role ("userId", name, label, remark, relevance, "createTime", "updateTime")
         values (1, $1, $2, $3, false, $4, $4) returning id`,
        [STAFF_ROLE.name, STAFF_ROLE.label, STAFF_ROLE.remark, now],
      )
    ).rows[0].id as number
    const users = [...userRows(counts.users, firstId, hash)]
    await insertMany(
      client,
      'base_sys_user',
      [
        'id',
        'departmentId',
        'userId',
        'name',
        'username',
        'password',
        'passwordV',
        'nickName',
        'phone',
        'email',
        'status',
        'createTime',
        'updateTime',
      ],
      users.map((u) => [
        u.id,
        u.departmentId,
        1,
        u.name,
        u.username,
        u.password,
        1,
        u.nickName,
        u.phone,
        u.email,
        u.status,
        u.created,
        u.created,
      ]),
    )
    await insertMany(
      client,
      'base_sys_user_role',
      ['userId', 'roleId', 'createTime', 'updateTime'],
      users.map((u) => [u.id, role, u.created, u.created]),
    )
    await insertMany(
      client,
      'base_sys_log',
      ['userId', 'action', 'ip', 'params', 'createTime', 'updateTime'],
      (function* () {
        for (const r of logRows(counts.logs, { firstId, count: counts.users }))
          yield [r.userId, r.action, r.ip, r.params, r.at, r.at]
      })(),
      2000,
    )
    for (const table of ['base_sys_user', 'dict_info', 'dict_type'])
      await client.query(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
      )
    await client.query('commit')
    // what autovacuum would do in time: statistics, and visibility maps for index-only scans
    await client.query('vacuum (analyze)')
  } finally {
    await client.end()
  }
}
