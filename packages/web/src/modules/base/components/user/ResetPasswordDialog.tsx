import { Password } from '@backroom/contract'
import { useMutation } from '@tanstack/react-query'
import { Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueText, type Row } from '../../../../crud'
import { api, toast } from '../../../../shell'
import { userApi } from '../../resources/endpoints'

/**
 * Sets a user's password, with the same rule as the personal center (6–16 characters). The
 * server signs the user out everywhere.
 */
export function ResetPasswordDialog({ user, onClose }: { user?: Row; onClose(): void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ password: string }>()
  const reset = useMutation({
    mutationFn: (password: string) => api.post(userApi.url('update'), { id: user?.id, password }),
    onSuccess: () => {
      toast.success(t('sys-user.passwordReset', { name: user?.username }))
      onClose()
    },
    onError: (err) => toast.error(err.message),
  })
  return (
    <Modal
      open={!!user}
      title={t('sys-user.resetPasswordOf', { name: user?.username })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      onOk={() => form.validateFields().then((v) => reset.mutate(v.password))}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('sys-user.newPassword')}
          rules={[
            { required: true, message: t('crud.rules.required') },
            {
              validator: async (_, value) => {
                const result = Password.safeParse(value ?? '')
                if (value && !result.success) throw new Error(issueText(t, result.error.issues[0] as never))
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
