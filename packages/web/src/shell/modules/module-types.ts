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
}
