import { BalanceAdjust, UserBalanceLog } from '@backroom/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { DecimalInput, issueText, type Row } from '../../../crud'
import { api, toast } from '../../../shell'
import { USERS } from '../endpoints'

type Values = { amount: string | null; reason: string }
const amountMeta = UserBalanceLog.columns.amount.meta

/**
 * Adds to or takes from a user's balance, with the reason kept beside the change; the server
 * refuses a change that would leave the balance below zero (shown on the amount).
 */
export function BalanceDialog({ user, onClose }: { user?: Row; onClose: () => void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const queryClient = useQueryClient()
  const adjust = useMutation({
    mutationFn: (values: Values) => api.post(`${USERS}/adjustBalance`, { id: user?.id, ...values }),
    onSuccess: () => {
      toast.success(t('user.adjusted'))
      onClose()
    },
    onError: (err) => {
      const field = (err as { field?: string }).field
      if (field === 'amount' || field === 'reason') form.setFields([{ name: field, errors: [err.message] }])
      else toast.error(err.message)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [USERS] }),
  })
  const check = (name: 'amount' | 'reason') => ({
    validator: async (_: unknown, value: unknown) => {
      const result = BalanceAdjust.shape[name].safeParse(value)
      if (!result.success) throw new Error(issueText(t, result.error.issues[0]))
    },
  })
  return (
    <Modal
      open={!!user}
      title={t('user.adjustTitle', { name: user?.nickName || user?.phone || user?.id })}
      okText={t('crud.save')}
      cancelText={t('common.cancel')}
      onOk={() => void form.validateFields().then((values) => adjust.mutate(values))}
      onCancel={onClose}
      confirmLoading={adjust.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" preserve={false} disabled={adjust.isPending}>
        <Form.Item
          name="amount"
          label={t('user.fields.amount')}
          extra={t('user.amountHint')}
          rules={[check('amount')]}
        >
          <DecimalInput precision={amountMeta.length ?? 12} scale={amountMeta.scale ?? 2} signed />
        </Form.Item>
        <Form.Item name="reason" label={t('user.fields.reason')} rules={[check('reason')]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
