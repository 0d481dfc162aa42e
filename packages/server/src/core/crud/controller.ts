import type { Entity, Text } from '@backroom/contract'
import type { Route } from '../http/api.ts'

/** A column reference of a search block: a column source (`name`, `a.name`, `b.name`) or a renamed param. */
export type FieldRef = string | { column: string; param: string }

export interface SearchSpec {
  keyWord?: string[]
  /**
   * keyword columns of the table whose values repeat over many rows (a request's path, an
   * address): their short-keyword index holds each distinct value once (Schema.ensureValueGrams)
   */
  repeated?: string[]
  /** keyword indexes beside postings: `trigram` (pg_trgm; FTS5 + `<table>_kw` on SQLite), `narrow` (`_kw`) */
  keywordIndex?: 'trigram' | 'narrow'
  eq?: FieldRef[]
  like?: FieldRef[]
  /** `[from, to]` filters (either end may be null) on int, decimal and datetime columns */
  range?: FieldRef[]
}

export interface Join {
  table: string
  alias: string
  /** `[left, right]` column sources, e.g. `['a.departmentId', 'b.id']` */
  on: [string, string]
  /** output name → column source, e.g. `{ departmentName: 'b.name' }` */
  select: Record<string, string>
  /** the joined entity, for EPS column descriptions */
  entity?: Entity
}

/** A group of routes under one prefix: what EPS describes as one controller. */
export interface Controller {
  module: string
  /** e.g. `/admin/base/sys/user` */
  prefix: string
  /** what its routes serve, in the three languages (EPS answers it in the caller's) */
  description?: Text
  entity?: Entity
  search?: SearchSpec
  joins?: Join[]
  /** set when its delete leaves no recycle-bin record: why */
  recycle?: { none: string }
  routes: Route[]
}
