import { UserMove } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Form, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { api, toast } from '../../../../shell'
import { userApi } from '../../resources/endpoints'
import { DepartmentSelect } from '../department/DepartmentSelect'

/** Moves the selected users to another department (`move`): both a department and some users are required. */
export function MoveUsersDialog({
  userIds,
  open,
  onClose,
}: {
  userIds: number[]
  open: boolean
  onClose(): void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<{ departmentId?: number }>()
  // the selection can empty while the dialog is open (the list reloads)
  const none = userIds.length === 0
  const move = useMutation({
    mutationFn: (departmentId: number) =>
      api.post(userApi.url('move'), UserMove.parse({ departmentId, userIds })),
    onSuccess: () => {
      toast.success(t('sys-user.moved', { count: userIds.length }))
      onClose()
      void queryClient.invalidateQueries({ queryKey: [userApi.prefix] })
    },
    onError: (err) => toast.error(err.message),
  })
  return (
    <Modal
      open={open}
      title={t('sys-user.moveTitle', { count: userIds.length })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={move.isPending}
      okButtonProps={{ disabled: none }}
      onCancel={onClose}
      onOk={() => form.validateFields().then((v) => move.mutate(v.departmentId as number))}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          label={t('sys-user.moveMembers')}
          validateStatus={none ? 'error' : undefined}
          help={none ? t('sys-user.moveNoneSelected') : undefined}
        >
          {t('sys-user.moveSelected', { count: userIds.length })}
        </Form.Item>
        <Form.Item
          name="departmentId"
          label={t('sys-user.moveTo')}
          rules={[{ required: true, message: t('crud.rules.required') }]}
        >
          <DepartmentSelect />
        </Form.Item>
      </Form>
    </Modal>
  )
}
