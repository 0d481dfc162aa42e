import { Alert, Modal, Radio } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Department } from './use-departments'

interface Props {
  department?: Department
  busy: boolean
  onCancel(): void
  onDelete(deleteUser: boolean): void
}

/**
 * Deleting a department deletes its sub-departments; its users are deleted too, or kept and moved
 * to the parent department. A top-level department has no parent to keep them.
 */
export function DeleteDepartmentDialog({ department, busy, onCancel, onDelete }: Props) {
  const { t } = useTranslation()
  const [deleteUser, setDeleteUser] = useState(false)
  const top = department?.parentId == null
  const choice = top ? true : deleteUser
  return (
    <Modal
      open={!!department}
      title={t('sys-department.deleteTitle', { name: department?.name })}
      okText={t('crud.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => onDelete(choice)}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={(open) => open && setDeleteUser(false)}
    >
      <p>{t('sys-department.deleteConfirm')}</p>
      <Radio.Group
        className="department-delete-choice"
        value={choice}
        onChange={(e) => setDeleteUser(e.target.value)}
        options={[
          { value: false, label: t('sys-department.keepUsers'), disabled: top },
          { value: true, label: t('sys-department.deleteUsers') },
        ]}
      />
      {top && <Alert type="warning" showIcon title={t('sys-department.topKeepsNoUsers')} />}
    </Modal>
  )
}
