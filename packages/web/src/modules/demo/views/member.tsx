import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { memberResource } from '../resources'

/** The dictionary example: people whose occupation the server checks against the `occupation` dictionary. */
export default function MemberDemoPage() {
  useAreaTexts('crud', 'demo-crud')
  return <CrudPage crud={useCrud(memberResource)} />
}
