import { CrudPage, useCrud } from '../../../../crud'
import { useAreaTexts } from '../../../../shell'
import { memberResource } from '../../resource'

/** The CRUD example: a searchable table with add, edit and delete, and a dictionary-backed field. */
export default function CrudDemoPage() {
  useAreaTexts('crud', 'demo-crud')
  return <CrudPage crud={useCrud(memberResource)} />
}
