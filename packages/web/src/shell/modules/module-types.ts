import type { ComponentType } from 'react'

type LoadComponent = () => Promise<{ default: ComponentType }>

/** A route a module declares in code rather than in the menu table (the personal center, demos). */
export interface StaticView {
  /** a react-router path pattern, e.g. `/demo/test/route/:id/:name?` */
  path: string
  /** translation key of its tab and breadcrumb label */
  label: string
  /** resolved like a menu's viewPath: `modules/<module>/views/<page>` */
  viewPath: string
  keepAlive?: boolean
  /** false keeps it out of the tab bar */
  process?: boolean
}

/** The home page a module offers (`ModuleDescriptor.home`). */
export interface HomeView {
  /** resolved like a menu's viewPath: `modules/<module>/views/<page>` */
  viewPath: string
  /** offered only to users holding this permission */
  perm?: string
  /** lower first; a home without an order comes last */
  order?: number
}

/** A component a module places in the top bar (language switch, theme tools...). */
export interface ToolbarEntry {
  component: LoadComponent
  /** lower first; entries without an order come last */
  order?: number
  /** shown on desktop screens (default true) */
  pc?: boolean
  /** in the top bar itself on phone-sized screens (default true); else only behind its "more" button */
  h5?: boolean
}

/** The file picker dialog a module that keeps files offers the console (avatars, rich text, file params). */
export interface FilePickerProps {
  open: boolean
  /** file types as an input's `accept` says them (`image/*`, `.pdf`) */
  accept?: string
  /** at most this many files (default 1) */
  limit?: number
  onClose(): void
  /** the chosen files' URLs, in the order chosen */
  onPick(urls: string[]): void
}

/** What a web module tells the shell about itself: `src/modules/<name>/index.ts`. */
export interface ModuleDescriptor {
  name: string
  /** false skips the whole module (default true) */
  enable?: boolean
  order?: number
  /** mounted once at the root, beside the router, on every screen including sign-in */
  index?: LoadComponent
  toolbar?: ToolbarEntry
  views?: StaticView[]
  /**
   * The module offers the console's home page (`/`): of the enabled modules declaring one, the shell
   * opens the view of the lowest `order` whose `perm` the user holds (no `perm`: anyone)
   */
  home?: HomeView
  /** view paths of the module's menus whose page comes in a later version */
  planned?: string[]
  /** calls the module makes in the background, which must not flash the progress bar */
  quietRequests?: RegExp[]
  /**
   * Texts of the tables its resources serve, by table name: the translation key of the table's name
   * and the texts area whose `fields` label its columns; screens that show rows of any table (the
   * recycle bin) read them in the UI language
   */
  tables?: Record<string, TableTexts>
  /** the module that keeps dictionaries: the query answering one type's entries, for dict-backed fields */
  dictionary?: (language: string, type: string) => ModuleQuery<DictEntry[]>
  /**
   * What each of its views asks the server first, by view path: started while the view's code
   * loads, so that the rows come with the screen. Made with the tools given (the CRUD kit's
   * table, a list, the catalogue, or a request of the module's own), with the keys the view's
   * hooks use.
   */
  prefetch?: Record<string, (q: QueryTools) => readonly ModuleQuery<unknown>[]>
  /** the module that keeps files: its picker, used wherever the console asks for a file */
  filePicker?: () => Promise<{ default: ComponentType<FilePickerProps> }>
  /**
   * Tabs it adds to the details of a table's rows, by table name, the table being its own or
   * another module's (orders on an app user's details): the CRUD kit's details drawer shows them
   * after the row's fields
   */
  detailTabs?: Record<string, DetailTab[]>
}

/** One tab of a row's details (`ModuleDescriptor.detailTabs`): given the row, it shows what belongs to it. */
export interface DetailTab {
  key: string
  /** translation key of its title, in `area` */
  label: string
  /** the texts area its label and component read, loaded before it shows */
  area: string
  /** shown only to users holding this permission */
  perm?: string
  /** lower first; tabs without an order come last */
  order?: number
  component: () => Promise<{ default: ComponentType<{ row: Record<string, unknown> & { id: number } }> }>
}

export interface TableTexts {
  title: string
  area: string
  /**
   * The CRUD kit's resource of the screen that shows the table's rows (its fields' kinds, choices
   * and dictionaries), loaded when a screen shows rows of any table: values read as there
   */
  resource?: () => Promise<object>
}

/** A request by its query key, what it sends and the permission it needs (GET sends its body as the query string). */
export interface Request {
  queryKey: readonly unknown[]
  path: string
  method?: 'GET' | 'POST'
  body?: Record<string, unknown>
  perm?: string
}

/** What a module's descriptor makes a view's first requests with (`ModuleDescriptor.prefetch`; request/queries.ts). */
export interface QueryTools {
  /** a resource's table as the CRUD kit asks for it: a page (the first by default), or every row with `list` */
  table(prefix: string, body?: Record<string, unknown>, mode?: 'page' | 'list'): ModuleQuery<unknown>
  /** every row of a resource, as trees and pickers ask for them */
  list(prefix: string, body?: Record<string, unknown>): ModuleQuery<unknown>
  /** the server's catalogue (EPS), which the CRUD kit's search bars read */
  eps(): ModuleQuery<unknown>
  /** a request of the module's own */
  request(request: Request): ModuleQuery<unknown>
  /** the UI language */
  language(): string
}

/** A query a module hands the shell: its key and how to fetch it. */
export interface ModuleQuery<T> {
  queryKey: readonly unknown[]
  queryFn: () => Promise<T>
  meta?: Record<string, unknown>
  /** the permission the request needs: a prefetch the user may not make is not made */
  perm?: string
}

/** One dictionary entry as a dictionary module answers it. */
export interface DictEntry {
  id: number
  name: string
  typeId: number
  parentId: number | null
  orderNum: number
  value: string | number | null
}
