import { TreePanel } from '../../../crud'
import { ENTRIES } from '../endpoints'
import { classifyResource } from '../resources'
import { type Classify, useClassifies, useMenuCounts } from './classifies'

interface Props {
  /** undefined: every classify's sites */
  selected?: number
  onSelect(classify: Classify | undefined): void
}

/** The classifies on the left, each with how many sites it holds (its sub-classifies' included). */
export function ClassifyTree({ selected, onSelect }: Props) {
  const { rows, loading } = useClassifies()
  const counts = useMenuCounts()
  return (
    <TreePanel<Classify>
      resource={classifyResource}
      title="site.classifies"
      allLabel="site.allClassifies"
      texts={{ add: 'site.addClassify', addChild: 'site.addChild', search: 'site.searchClassify' }}
      rows={rows}
      loading={loading}
      selected={selected}
      onSelect={onSelect}
      extra={(classify) => counts.get(classify.id) ?? 0}
      alsoRefresh={[ENTRIES]}
    />
  )
}
