import type { Column, ColumnKind, Entity } from '@backroom/contract'
import type { ColumnType, Generated } from 'kysely'
import type { z } from 'zod'

/**
 * Every table of the database by name, with its row type: what `ctx.db` (`Db`) checks queries
 * against. The core declares its own tables here; each module adds its tables from its own folder:
 *
 *     declare module '../../core/db/tables.ts' {
 *       interface Tables {
 *         shop_goods: TableOf<typeof ShopGoods>
 *       }
 *     }
 */
export interface Tables {
  core_migration: Stamped<{ name: string }>
  core_setting: Stamped<{ key: string; value: string }>
  core_session: Stamped<{
    userId: number
    /** 'admin' (the console's) or 'app' (the shop's front end's) */
    realm: Defaulted<string>
    refreshJti: string
    revoked: Defaulted<Stored['boolean']>
    expireTime: Stored['datetime']
  }>
  core_job: Stamped<{
    name: string
    action: string
    args: Stored<unknown>['json']
    cron: string | null
    everySeconds: number | null
    enabled: Defaulted<Stored['boolean']>
    nextRun: Stored['datetime'] | null
    title: string | null
    service: string | null
    remark: string | null
    repeatConf: string | null
    maxRuns: number | null
    runCount: Defaulted<number>
    startAt: Stored['datetime'] | null
    endAt: Stored['datetime'] | null
    createdBy: number | null
    system: Defaulted<Stored['boolean']>
    edited: Defaulted<Stored['boolean']>
  }>
  core_job_run: Stamped<{
    jobId: number
    slot: Stored['datetime']
    attempt: Defaulted<number>
    runner: string
    status: string
    startTime: Stored['datetime']
    finishTime: Stored['datetime'] | null
    heartbeat: Stored['datetime']
    duration: number | null
    message: string | null
  }>
  core_event: Stamped<{ name: string; payload: Stored<unknown>['json'] }>
  core_event_delivery: Stamped<{
    eventId: number
    listener: string
    status: string
    attempt: Defaulted<number>
    due: Stored['datetime']
    runner: string | null
    message: string | null
  }>
}

/**
 * A value of each column kind as either driver gives it back and takes it: booleans are 1/0 on
 * SQLite, decimals integer minor units on SQLite, JSON text on SQLite, times `Date`s from PostgreSQL
 * (see wire.ts, which reads them all into one wire form).
 */
export interface Stored<Json = unknown> {
  int: number
  string: string
  text: string
  boolean: boolean | number
  decimal: string | number
  json: Json | string
  datetime: string | Date
}

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

/** Every table's `id` (generated), `createTime` and `updateTime` (written by the server). */
type Stamped<T> = T & {
  id: Generated<number>
  createTime: Stored['datetime']
  updateTime: Stored['datetime']
}

type Cell<C> =
  C extends Column<infer S, infer Optional, infer K>
    ? Optional extends true
      ? Defaulted<StoredValue<K, z.output<S>>>
      : StoredValue<K, z.output<S>>
    : never

type StoredValue<K extends ColumnKind, T> =
  | (K extends ColumnKind ? Stored<NonNullable<T>>[K] : never)
  | (null extends T ? null : never)

/** The row type of a declared table, from its entity's columns: `TableOf<typeof SysUser>`. */
export type TableOf<E extends Entity> = {
  [N in keyof E['columns']]: N extends 'id' ? Generated<number> : Cell<E['columns'][N]>
}
