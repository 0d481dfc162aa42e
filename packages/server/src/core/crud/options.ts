import type { CrudAction, Entity, RecycleChunk, Text } from '@backroom/contract'
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely'
import type { z } from 'zod'
import type { Admin } from '../auth/access.ts'
import type { TableOf } from '../db/tables.ts'
import type { Db, DynamicDb } from '../db/types.ts'
import type { ApiRequest, Route } from '../http/api.ts'
import type { Restored } from '../registry.ts'
import type { Join, SearchSpec } from './controller.ts'
import type { Caller, Scope } from './scope.ts'

export type Row = Record<string, unknown>
type Mode = 'add' | 'update'

/**
 * A row of a resource's table as the database holds it (secrets included): what hooks are handed.
 * Typed by the entity's columns where the entity is known statically (`resource(ctx, {...})`);
 * a declaration in a list (`Module.resources`) knows only the `id`.
 */
export type StoredRow<E extends Entity = Entity> = Entity extends E
  ? Row & { id: number }
  : Selectable<TableOf<E>>

export interface WriteContext<E extends Entity = Entity> {
  mode: Mode
  req: ApiRequest
  /** the whole checked body, including fields that are not columns (e.g. `roleIdList`) */
  body: Row
  /** the row before an update */
  existing?: StoredRow<E>
}

export type ResourceHooks<E extends Entity = Entity> = WriteHooks<E> & DecorateHooks

export interface WriteHooks<E extends Entity = Entity> {
  /** adjusts the column values about to be written; may refuse with an AppError */
  beforeWrite?(trx: Db, values: Row, ctx: WriteContext<E>): Promise<Row | undefined> | Row | undefined
  /** after the row is written, in the same transaction (link rows, for instance) */
  afterWrite?(trx: Db, id: number, ctx: WriteContext<E>): Promise<void>
  /**
   * Before the main rows are deleted, in the same transaction: removes or changes related rows and
   * returns them as recycle chunks, so that a restore can put everything back.
   */
  cascade?(trx: Db, rows: StoredRow<E>[], req: ApiRequest): Promise<RecycleChunk[]>
  /** after a write, delete or restore has committed (cache invalidation) */
  afterCommit?(req: ApiRequest, action: 'add' | 'update' | 'delete' | 'restore'): Promise<unknown>
  /**
   * after the recycle bin put rows back, in its transaction, once the engine has checked their
   * scope and parents: the resource's own rules, as its writes check them now (refuse with an AppError)
   */
  afterRestore?(trx: Db, restored: Restored, admin: Admin): Promise<void>
}

/**
 * `decorate` adds computed fields to the rows page, list and info read, and says what it reads:
 * `decorateReads` names the tables ([] for none) when what it adds depends on nothing but the
 * rows, the caller's language and those tables, so that the resource's page answers are kept
 * until one of them, or a table of the page itself, is written (Resource.page); `false` when it
 * depends on more (the caller beyond their scope, the clock): every page is then computed afresh.
 */
export type DecorateHooks =
  | { decorate?: undefined; decorateReads?: undefined }
  | {
      decorate(rows: Row[], req: ApiRequest, action: 'page' | 'list' | 'info'): Promise<Row[]>
      decorateReads: readonly string[] | false
    }

/**
 * A resource whose rows form a tree. The engine refuses a parent that does not exist, lies outside
 * the caller's data scope or would make a cycle; with `order` it adds an `order` route for
 * drag-and-drop moves; a delete of a row with children is refused or takes the subtree along.
 */
export interface TreeOptions {
  /** the parent column; default `parentId` */
  parent?: string
  /** the column of the position among siblings, which the `order` route writes */
  order?: string
  onDelete: 'refuse' | 'subtree'
}

export interface ResourceOptions<E extends Entity = Entity> {
  module: string
  /** e.g. `/admin/base/sys/user` */
  prefix: string
  entity: E
  /** what it holds, in the three languages (EPS answers it in the caller's) */
  description?: Text
  api: readonly CrudAction[]
  scope: Scope
  search?: SearchSpec
  joins?: Join[]
  /** when the client sends no `order` */
  defaultOrder?: [string, 'asc' | 'desc'][]
  /**
   * fields of the rows page, list and info answer (columns or joined names) whose seeded texts are
   * shown in the caller's language (`Registry.seedText`): `['name', 'parentName']`. A text an
   * administrator typed is shown as typed. Translated before `decorate`, and kept with the page's
   * answer, which is kept per language.
   */
  seedTexts?: readonly string[]
  /** columns of the table a page is often ordered by: each gets an index */
  sortable?: string[]
  /** whether a secret column holds a value, read with the rows under a name: `{ hasPassword: 'password' }` */
  secretSet?: Record<string, string>
  /** a parent/child table: see TreeOptions */
  tree?: TreeOptions
  /** bodies that extend the entity's add/update schema with non-column fields */
  addBody?: z.ZodObject
  updateBody?: z.ZodObject
  /** a delete body with options beyond `ids` (e.g. `deleteUser`) */
  deleteBody?: z.ZodType<{ ids: number[] }>
  hooks?: ResourceHooks<E>
  /** routes beyond the standard six; a function of the resource when they use its helpers (scoped reads, its transaction) */
  routes?: Route[] | ((self: ResourceHandle) => Route[])
  /** a delete that leaves no recycle-bin record, with the reason (every other delete can be restored) */
  recycle?: { none: string }
  /** the resource offered in the app realm, at its prefix with `/app` for `/admin` (see AppOffer) */
  app?: AppOffer
}

/**
 * How app users (the shop's front end, `/app/*`) reach a resource, besides administrators:
 * - `owner`: the column holding an app user's id; a signed-in app user reads and writes their own
 *   rows only, and a row they add or change is theirs whatever the body says;
 * - `public`: anyone, signed in or not, reads the rows `where` lets through, showing `fields` only.
 */
export type AppOffer =
  | {
      owner: string
      api: readonly CrudAction[]
      /** app routes beyond the standard ones (access `app`), with the resource's helpers */
      routes?: (self: ResourceHandle) => Route[]
    }
  | {
      public: {
        // biome-ignore lint/suspicious/noExplicitAny: the condition sees the resource's table as `a`
        where: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>
        fields: readonly string[]
        /** told of each read that answered (storefront statistics); must not throw or wait */
        seen?: (req: ApiRequest, action: 'page' | 'list' | 'info') => void
      }
      api: readonly ('page' | 'list' | 'info')[]
      /** app routes beyond the public reads (an app user's comment on public goods), with the resource's helpers */
      routes?: (self: ResourceHandle) => Route[]
    }

/** What a resource's own routes may use of it. */
export interface ResourceHandle {
  readonly table: string
  /** runs work in one transaction; unique-constraint failures become a translated 1001 */
  transaction<T>(work: (trx: DynamicDb) => Promise<T>): Promise<T>
  /**
   * raw rows (secrets included) of these ids, refusing the lot if any existing one is outside the
   * caller's scope; missing ids are simply absent
   */
  rowsForChange(trx: DynamicDb, ids: number[], caller: Caller | undefined): Promise<Row[]>
  /** refuses written rows the writer could not see */
  assertWritable(trx: DynamicDb, ids: number[], caller: Caller | undefined): Promise<void>
}

/** A resource as a module declares it (`Module.resources`): the module is the one declaring it. */
export type ResourceDeclaration<E extends Entity = Entity> = Omit<ResourceOptions<E>, 'module'>
