import { CrudPage, useCrud } from '../../../../crud'
import { useAreaTexts } from '../../../../shell'
import { goodsResource } from '../../resources'

/**
 * The CRUD demo: what the kit gives one declaration — search and filters, dictionary tags, a tree
 * select, image upload, rich text, column settings, Excel export and import, batch delete.
 */
export default function CrudDemoPage() {
  useAreaTexts('crud', 'demo-goods')
  return <CrudPage crud={useCrud(goodsResource)} formWidth={760} rowActions={{ detail: true }} />
}
