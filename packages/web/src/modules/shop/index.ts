import type { ModuleDescriptor } from '../../shell'
import { CATEGORIES, COMMENTS, ORDERS } from './endpoints'
import {
  DASHBOARD_PERM,
  dashboardCardsRequest,
  dashboardCategoryRequest,
  dashboardRankingRequest,
  dashboardSalesRequest,
  stockWarningRequest,
} from './queries'

/** The shop: categories, goods, their comments, shoppers' orders and the home dashboard. */
const shop: ModuleDescriptor = {
  name: 'shop',
  home: { viewPath: 'modules/shop/views/dashboard', perm: DASHBOARD_PERM, order: 10 },
  prefetch: {
    'modules/shop/views/goods': (q) => [q.list(CATEGORIES), q.eps(), q.request(stockWarningRequest)],
    'modules/shop/views/comment': (q) => [q.table(COMMENTS), q.eps()],
    'modules/shop/views/order': (q) => [q.table(ORDERS), q.eps()],
    'modules/shop/views/dashboard': (q) => [
      q.request(dashboardCardsRequest),
      q.request(dashboardSalesRequest(new Date().getFullYear())),
      q.request(dashboardRankingRequest('day')),
      q.request(dashboardCategoryRequest('month')),
    ],
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
    shop_order: {
      title: 'shop.order',
      area: 'shop',
      resource: () => import('./resources').then((m) => m.orderResource),
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
      {
        key: 'orders',
        label: 'shop.orders',
        area: 'shop',
        perm: 'shop:order:page',
        order: 20,
        component: () => import('./components/order/OrdersTab'),
      },
    ],
  },
}
export default shop
