import type { TaskInfo } from '@backroom/contract'
import { useQuery } from '@tanstack/react-query'
import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTimeInput } from '../../../crud'
import { checkArguments } from '../arguments'
import { actionsQuery } from '../queries'
import { formValuesOf, saveBodyOf, type TaskFormValues } from '../task-values'
import { CronPreview, useCronPreview } from './CronPreview'
import { useTaskSave } from './use-task-save'

/** The longest interval, in seconds (the contract's TASK_EVERY_MAX_MS). */
const EVERY_MAX_S = 100_000_000

interface Props {
  /** the task to edit, `new` for an empty form, nothing while closed */
  editing?: TaskInfo | 'new'
  onClose(): void
}

/** The dialog that adds and edits a task (ui facts §8.4); a system task keeps its name, action and arguments. */
export function TaskForm({ editing, onClose }: Props) {
  const { t } = useTranslation()
  const [form] = Form.useForm<TaskFormValues>()
  const task = editing === 'new' ? undefined : editing
  const system = task?.type === 0
  const initial = useMemo(() => formValuesOf(task), [task])
  const taskType = Form.useWatch('taskType', form) ?? initial.taskType
  const service = Form.useWatch('service', form) ?? initial.service
  const cron = useCronPreview(Form.useWatch('cron', form))
  const actions = useQuery({ ...actionsQuery, enabled: !!editing })
  const save = useTaskSave(form, task, onClose)

  // the stored action of a task saved as the reference's `bean.method(args)` text, until another is chosen
  const actionName = service === task?.service ? (task?.action ?? service) : service
  const schema = actions.data?.find((a) => a.name === actionName)?.schema
  const options = (actions.data ?? []).map((a) => ({ value: a.name, label: `${a.description} (${a.name})` }))
  const required = { required: true, message: t('crud.rules.required') }

  const checkData = async (_: unknown, text: string | undefined) => {
    const checked = checkArguments(text, schema)
    if (checked.ok) return
    if (checked.problem === 'json') throw new Error(t('task.form.badJson'))
    const rule = t(`task.form.rule.${checked.rule}`, { limit: checked.limit })
    throw new Error(t(checked.at ? 'task.form.badDataAt' : 'task.form.badData', { rule, at: checked.at }))
  }

  const submit = () =>
    form
      .validateFields()
      .then((values) => {
        const checked = checkArguments(values.data, schema)
        if (checked.ok) save.mutate(saveBodyOf({ ...initial, ...values }, checked.data, task?.id))
      })
      .catch(() => undefined)

  return (
    <Modal
      open={!!editing}
      title={t('task.form.title')}
      width={600}
      okText={t('crud.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      className="task-form"
    >
      {system && <Alert className="task-form-alert" type="info" showIcon title={t('task.form.systemHint')} />}
      <Form form={form} layout="vertical" initialValues={initial} preserve={false} disabled={save.isPending}>
        <Form.Item name="name" label={t('task.fields.name')} rules={[required, { max: 100 }]}>
          <Input disabled={system} allowClear />
        </Form.Item>
        <Form.Item name="taskType" label={t('task.fields.taskType')} rules={[required]}>
          <Radio.Group
            options={[
              { value: 0, label: t('task.types.0') },
              { value: 1, label: t('task.types.1') },
            ]}
          />
        </Form.Item>
        {taskType === 0 ? (
          <Form.Item
            name="cron"
            label={t('task.fields.cron')}
            rules={[required]}
            validateStatus={cron.error ? 'error' : undefined}
            help={cron.error}
            extra={<CronPreview preview={cron.preview} checking={cron.checking} />}
          >
            <Input className="task-mono" placeholder={t('task.form.cronPlaceholder')} />
          </Form.Item>
        ) : (
          <Form.Item name="every" label={t('task.fields.every')} rules={[required]}>
            <InputNumber min={1} max={EVERY_MAX_S} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="service" label={t('task.fields.service')} rules={[required]}>
          <Select
            options={options}
            loading={actions.isPending}
            disabled={system}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('task.form.actionPlaceholder')}
            // re-check the arguments against the newly chosen action's schema
            onChange={() =>
              form.getFieldValue('data') && void form.validateFields(['data']).catch(() => undefined)
            }
          />
        </Form.Item>
        <Form.Item
          name="data"
          label={t('task.fields.data')}
          extra={t('task.form.dataHint')}
          rules={[{ validator: checkData }]}
          validateTrigger={['onBlur']}
        >
          <Input.TextArea
            className="task-mono"
            disabled={system}
            autoSize={{ minRows: 3, maxRows: 10 }}
            spellCheck={false}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="startDate" label={t('task.fields.startDate')}>
              <DateTimeInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="endDate" label={t('task.fields.endDate')}>
              <DateTimeInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="limit" label={t('task.fields.limit')}>
              <InputNumber
                min={1}
                precision={0}
                placeholder={t('task.form.unlimited')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="running" label={t('task.fields.status')} valuePropName="checked">
              <Switch checkedChildren={t('task.form.running')} unCheckedChildren={t('task.form.stopped')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('task.fields.remark')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
