import { useMemo } from 'react'
import { CrudPage, type Row, useCrud } from '../../../crud'
import { userEvaluationsResource } from '../resources'

/** An app user's evaluations, in the tab of the user's details: read and moderated there. */
export default function EvaluationsTab({ row }: { row: Row }) {
  const params = useMemo(() => ({ userId: row.id }), [row.id])
  const crud = useCrud(userEvaluationsResource, { params })
  return (
    <CrudPage crud={crud} excel={false} searchExclude={['userId', 'menuId']} rowActions={{ width: 110 }} />
  )
}
