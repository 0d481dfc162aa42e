import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { evaluateResource } from '../resources'

/** App users' evaluations of the sites: searched by content, filtered by score, deleted to moderate. */
export default function EvaluationPage() {
  useAreaTexts('crud', 'site')
  const crud = useCrud(evaluateResource)
  return (
    <CrudPage crud={crud} excel={false} searchExclude={['userId', 'menuId']} rowActions={{ width: 110 }} />
  )
}
