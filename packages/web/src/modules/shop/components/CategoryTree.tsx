import { TreePanel } from '../../../crud'
import { GOODS } from '../endpoints'
import { categoryResource } from '../resources'
import { type Category, useCategories } from './categories'

interface Props {
  selected?: number
  onSelect(category: Category | undefined): void
}

/** The categories beside the goods: all goods first, then the tree, ordered by dragging. */
export function CategoryTree({ selected, onSelect }: Props) {
  const { rows, loading } = useCategories()
  return (
    <TreePanel<Category>
      className="shop-categories"
      resource={categoryResource}
      title="shop.categories"
      texts={{ add: 'shop.addCategory', addChild: 'shop.addChild', search: 'shop.searchCategory' }}
      allLabel="shop.allGoods"
      rows={rows}
      loading={loading}
      selected={selected}
      onSelect={onSelect}
      alsoRefresh={[GOODS]}
    />
  )
}
