import { useMemo } from 'react'
import { CrudPage, type Row, useCrud } from '../../../crud'
import { commentResource } from '../resources'
import { HideLink } from './comment-cells'
import '../shop.css'

/** An app user's comments, in the tab of the user's details. */
export default function CommentsTab({ row }: { row: Row }) {
  const params = useMemo(() => ({ userId: row.id }), [row.id])
  const crud = useCrud(commentResource, { params })
  return (
    <CrudPage
      crud={crud}
      excel={false}
      // (the drawer has room for few filters: those of one user's comments)
      searchExclude={['goodsId', 'userId', 'createTime']}
      rowActions={{ width: 110, extra: (comment) => <HideLink row={comment} /> }}
    />
  )
}
