import { KeyOutlined, SwapOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, descendantIds, type Row, RowLink, useCrud, ViewGroup } from '../../../../crud'
import { useAreaTexts, usePermission } from '../../../../shell'
import { DepartmentTree } from '../../components/department/DepartmentTree'
import { type Department, useDepartments } from '../../components/department/use-departments'
import { MoveUsersDialog } from '../../components/user/MoveUsersDialog'
import { ResetPasswordDialog } from '../../components/user/ResetPasswordDialog'
import { userResource } from '../../resources/user'

/** Users by department: the tree on the left, the users of the chosen department and those below it on the right. */
export default function UserPage() {
  useAreaTexts('crud', 'sys-user', 'sys-department')
  const { t } = useTranslation()
  const { tree, rows } = useDepartments()
  const [chosen, setChosen] = useState<Department>()
  const [moving, setMoving] = useState(false)
  const [resetting, setResetting] = useState<Row>()
  const canMove = usePermission(userResource.perm('move'))
  const canUpdate = usePermission(userResource.perm('update'))
  // the first department is chosen until the user picks one, and again when the chosen one is gone
  const current = rows.find((d) => d.id === chosen?.id) ?? tree[0]
  const params = useMemo(
    () => (current ? { departmentIds: descendantIds(tree, current.id) } : undefined),
    [tree, current],
  )
  const crud = useCrud(userResource, { params, enabled: !!current })
  const { keys } = crud.table.selection
  const departmentId = () => ({ departmentId: current?.id })

  return (
    <ViewGroup
      side={<DepartmentTree selected={current?.id} onSelect={setChosen} />}
      title={t('sys-user.list')}
      selected={current?.name}
    >
      <CrudPage
        crud={crud}
        searchExclude={['departmentId']}
        selectable={canMove || undefined}
        addDefaults={departmentId}
        excel={{ importDefaults: departmentId }}
        rowActions={{
          width: 130,
          // without the update permission there is no button, and so no empty column
          extra: canUpdate
            ? (row) => (
                <Tooltip title={t('sys-user.resetPasswordOf', { name: row.username })}>
                  <RowLink
                    icon={<KeyOutlined />}
                    label={t('sys-user.resetPassword')}
                    onClick={() => setResetting(row)}
                  />
                </Tooltip>
              )
            : undefined,
        }}
        toolbar={
          canMove && (
            <Button icon={<SwapOutlined />} disabled={keys.length === 0} onClick={() => setMoving(true)}>
              {t('sys-user.move')}
            </Button>
          )
        }
      />
      <MoveUsersDialog userIds={keys} open={moving} onClose={() => setMoving(false)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
    </ViewGroup>
  )
}
