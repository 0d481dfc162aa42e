import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, descendantIds, useCrud, ViewGroup } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { ClassifyTree } from '../components/ClassifyTree'
import { ClassifiesContext, useClassifies } from '../components/classifies'
import { infoResource } from '../resources'

/** The site directory: classifies on the left (each with its count), the chosen one's sites, and those below it, on the right. */
export default function SitePage() {
  useAreaTexts('crud', 'site')
  const { t } = useTranslation()
  const { rows, tree } = useClassifies()
  const [chosen, setChosen] = useState<number>()
  // every classify's sites until one is picked, and again when the picked one is gone
  const current = rows.find((c) => c.id === chosen)
  const params = useMemo(
    () => (current ? { classifyIds: descendantIds(tree, current.id) } : undefined),
    [tree, current],
  )
  const crud = useCrud(infoResource, { params })
  const classifyId = () => ({ menuClassifyId: current?.id })

  return (
    <ClassifiesContext value={tree}>
      <ViewGroup
        side={<ClassifyTree selected={current?.id} onSelect={(c) => setChosen(c?.id)} />}
        title={t('site.entries')}
        selected={current?.classifyName ?? t('site.allClassifies')}
      >
        <CrudPage
          crud={crud}
          formWidth={760}
          searchExclude={['menuClassifyId', 'classifyIds']}
          addDefaults={classifyId}
          excel={{ importDefaults: classifyId }}
          rowActions={{ width: 130 }}
        />
      </ViewGroup>
    </ClassifiesContext>
  )
}
