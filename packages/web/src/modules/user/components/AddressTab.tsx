import { useMemo } from 'react'
import { CrudPage, type Row, useCrud } from '../../../crud'
import { addressResource } from '../resources'

/** A user's addresses, in the tab of the user's details: listed, added and edited there. */
export default function AddressTab({ row }: { row: Row }) {
  const params = useMemo(() => ({ userId: row.id }), [row.id])
  const crud = useCrud(addressResource, { params })
  return (
    <CrudPage
      crud={crud}
      excel={false}
      searchExclude={['userId']}
      addDefaults={() => ({ userId: row.id })}
      rowActions={{ width: 110 }}
    />
  )
}
