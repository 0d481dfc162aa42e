import path from 'node:path'
import SQLite from 'better-sqlite3'
import { insertDict } from './dict.ts'
import { person } from './people.ts'
import { seededRandom } from './random.ts'
import { logRow, type UserIds } from './request-log.ts'

export interface BulkCounts {
  users: number
  logs: number
  dict: number
}

/**
 * Drops a table's short-keyword index (posting table and triggers): the server's next start
 * rebuilds it from every row in one statement, much faster than a trigger row by row.
 */
function dropGrams(db: SQLite.Database, table: string) {
  for (const t of ['ai', 'ad', 'au']) db.exec(`drop trigger if exists "${table}_gram_${t}"`)
  db.exec(`drop table if exists "${table}_gram"`)
}

/** The seeded departments the generated users are spread over. */
const DEPARTMENTS = [1, 11, 12, 13]
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const USER_SPAN = 3 * 365 * DAY
// inside the 31 days the log purge keeps, so the purge at start-up removes nothing
const LOG_SPAN = 29 * DAY
const nowIso = () => new Date().toISOString()
/**
 * Runs `insert` with the table's insert trigger dropped, then rebuilds the table's trigram index
 * from the rows and puts the trigger back: about three times faster than indexing row by row.
 */
function withKeywordIndexRebuilt<T>(db: SQLite.Database, table: string, insert: () => T): T {
  const trigger = `${table}_fts_ai`
  const ddl = db
    .prepare('select sql from sqlite_master where type = ? and name = ?')
    .pluck()
    .get('trigger', trigger)
  if (typeof ddl !== 'string')
    throw new Error(`${table}: no keyword-index trigger ${trigger}; has the schema changed?`)
  db.exec(`drop trigger "${trigger}"`)
  const result = insert()
  db.exec(`insert into "${table}_fts"("${table}_fts") values ('rebuild')`)
  db.exec(ddl)
  return result
}

export const STAFF_ROLE = { name: '店员', label: 'bench-staff', remark: 'every generated user holds it' }

/** The generated users, ids from `firstId`, spread over the departments and three years. */
export function* userRows(count: number, firstId: number, passwordHash: string) {
  const random = seededRandom(20_240_601)
  const start = Date.now() - USER_SPAN
  for (let i = 0; i < count; i++) {
    const created = new Date(start + (i / count) * (USER_SPAN - HOUR) + random() * HOUR).toISOString()
    yield {
      ...person(i, random),
      id: firstId + i,
      departmentId: DEPARTMENTS[i % DEPARTMENTS.length],
      password: passwordHash,
      status: random() < 0.95 ? 1 : 0,
      created,
    }
  }
}

/** The generated request-log rows, oldest first, inside the kept 29 days. */
export function* logRows(count: number, users: UserIds) {
  const random = seededRandom(19_700_101)
  const start = Date.now() - LOG_SPAN
  for (let i = 0; i < count; i++) {
    const at = new Date(start + (i / count) * LOG_SPAN).toISOString()
    yield { ...logRow(random, users), at }
  }
}

function insertUsers(db: SQLite.Database, count: number, passwordHash: string): UserIds {
  const firstId = (db.prepare('select max(id) from base_sys_user').pluck().get() as number) + 1
  const now = nowIso()
  const role = db
    .prepare(
      `insert into base_sys_role (userId, name, label, remark, relevance, createTime, updateTime)
       values (1, @name, @label, @remark, 0, @now, @now)`,
    )
    .run({ ...STAFF_ROLE, now })
  const user = db.prepare(
    `insert into base_sys_user (id, departmentId, userId, name, username, password, passwordV, nickName,
       phone, email, status, createTime, updateTime)
     values (@id, @departmentId, 1, @name, @username, @password, 1, @nickName, @phone, @email, @status,
       @created, @created)`,
  )
  const link = db.prepare(
    'insert into base_sys_user_role (userId, roleId, createTime, updateTime) values (?, ?, ?, ?)',
  )
  for (const u of userRows(count, firstId, passwordHash)) {
    user.run(u)
    link.run(u.id, role.lastInsertRowid, u.created, u.created)
  }
  return { firstId, count }
}

function insertLogs(db: SQLite.Database, count: number, users: UserIds) {
  const row = db.prepare(
    'insert into base_sys_log (userId, action, ip, params, createTime, updateTime) values (?, ?, ?, ?, ?, ?)',
  )
  for (const r of logRows(count, users)) row.run(r.userId, r.action, r.ip, r.params, r.at, r.at)
}

/**
 * Fills a migrated, seeded, stopped Backroom database with generated users (all holding one staff
 * role and one password hash) and request-log rows, in one transaction.
 */
export function bulkInsert(dataDir: string, counts: BulkCounts) {
  const db = new SQLite(path.join(dataDir, 'backroom.sqlite'))
  try {
    db.pragma('journal_mode = WAL')
    const passwordHash = db.prepare('select password from base_sys_user where id = 1').pluck().get()
    if (typeof passwordHash !== 'string') throw new Error('the seeded admin has no password hash yet')
    db.transaction(() => {
      for (const table of ['base_sys_user', 'base_sys_log', 'dict_info']) dropGrams(db, table)
      insertDict(db, seededRandom(4_242), nowIso())
      const users = withKeywordIndexRebuilt(db, 'base_sys_user', () =>
        insertUsers(db, counts.users, passwordHash),
      )
      insertLogs(db, counts.logs, users)
    })()
  } finally {
    db.close()
  }
}
