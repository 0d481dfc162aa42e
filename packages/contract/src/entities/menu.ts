// the site directory's entities (module `menu`): classifies, entries, evaluations
import { Column, col } from '../column.ts'
import { entity } from '../entity.ts'

/** The directory's classifies: a tree, ordered among siblings by `order` (drag-and-drop in the console). */
export const MenuClassify = entity('menu_classify', 'MenuClassifyEntity', {
  classifyName: col.string(50, '分类名称'),
  parentId: col.int('上级分类ID').nullable(),
  order: col.order('排序').default(0),
})

/**
 * Whether a link opens a web page: `http(s)` with a host. A `javascript:` or `data:` link would run
 * or show code wherever the entry is clicked, so nothing else is stored.
 */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

const link = col.string(500, '链接')

/** A site in the directory. `status` 1 is on shelf: only such entries are served to the app realm. */
export const MenuInfo = entity('menu_info', 'MenuInfoEntity', {
  /** a picture's URL from the file space */
  icon: col.string(500, '图标').nullable(),
  menuName: col.string(50, '名称'),
  /** the refinement's message is the console's translation key for the rule */
  menuLink: new Column(link.schema.refine(isWebLink, 'site.rules.webLink'), link.meta),
  menuClassifyId: col.int('分类ID'),
  websiteDescription: col.string(500, '网站描述').nullable(),
  status: col.choice('状态', ['下架', '上架']).default(1),
  /** rich text, cleaned by the server as it is written */
  detail: col.text('详情').nullable(),
  order: col.order('排序').default(0),
})

/** An app user's evaluation of an entry: a score from 1 to 5 and what they wrote. */
export const MenuEvaluate = entity('menu_evaluate', 'MenuEvaluateEntity', {
  userId: col.int('用户ID'),
  menuId: col.int('导航ID'),
  content: col.string(500, '内容'),
  score: col.score('评分').default(4),
})
