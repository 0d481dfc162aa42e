import type { ModuleDescriptor } from '../../shell'
import { CATEGORIES, COMMENTS } from './endpoints'
import { stockWarningRequest } from './queries'

/** The shop: categories, goods and their comments. */
const shop: ModuleDescriptor = {
  name: 'shop',
  prefetch: {
    'modules/shop/views/goods': (q) => [q.list(CATEGORIES), q.eps(), q.request(stockWarningRequest)],
    'modules/shop/views/comment': (q) => [q.table(COMMENTS), q.eps()],
  },
  tables: {
    shop_category: {
      title: 'shop.category',
      area: 'shop',
      resource: () => import('./resources').then((m) => m.categoryResource),
    },
    shop_goods: {
      title: 'shop.goods',
      area: 'shop',
      resource: () => import('./resources').then((m) => m.goodsResource),
    },
    shop_comment: {
      title: 'shop.comment',
      area: 'shop',
      resource: () => import('./resources').then((m) => m.commentResource),
    },
  },
  detailTabs: {
    user_info: [
      {
        key: 'comments',
        label: 'shop.comments',
        area: 'shop',
        perm: 'shop:comment:page',
        order: 10,
        component: () => import('./components/CommentsTab'),
      },
    ],
  },
}
export default shop
