import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { roleResource } from '../resources/role'

/** Roles: name, label, remark, the menu tree they grant and the departments they see. */
export default function RolePage() {
  useAreaTexts('crud', 'sys-role')
  const crud = useCrud(roleResource)
  return <CrudPage crud={crud} formWidth={820} />
}
