import { hasPermission } from '@backroom/contract'
import { Col, Form, Row as GridRow, Modal, Skeleton } from 'antd'
import type { Rule } from 'antd/es/form'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMenuStore } from '../../shell/menu/menu-store'
import { toast } from '../../shell/toast'
import { useFieldOptions } from '../dict/use-options'
import { fieldLabel } from '../labels'
import type { ResolvedField, Resource } from '../types'
import { FieldInput, valuePropOf } from './FieldInput'
import { issueText } from './issues'
import type { Upsert } from './use-upsert'

type Values = Record<string, unknown>

function rulesOf(
  t: ReturnType<typeof useTranslation>['t'],
  resource: Resource,
  field: ResolvedField,
  mode: 'add' | 'update',
): Rule[] {
  const schema = (mode === 'add' ? resource.addSchema : resource.updateSchema).shape?.[field.name]
  const rules: Rule[] = []
  if (mode === 'add' ? field.required : field.requiredOnUpdate)
    rules.push({ required: true, message: t('crud.rules.required') })
  if (schema) {
    rules.push({
      validator: async (_, value) => {
        if (value === undefined || value === null || value === '') return
        const result = schema.safeParse(value)
        if (!result.success) throw new Error(issueText(t, result.error.issues[0]))
      },
    })
  }
  return rules
}

/** Where a field's errors show: on itself, or on the field whose widget sets it (`FormSpec.heldBy`). */
function shownAs(resource: Resource, name: string) {
  const spec = resource.field(name)?.form
  return (spec ? spec.heldBy : undefined) ?? name
}

interface Props {
  resource: Resource
  upsert: Upsert
  width?: number
}

/**
 * The add/edit dialog of a resource, built from its fields and checked with its contract schema.
 * Each opening gets a dialog and form of its own, so no value of another record can stay behind.
 */
export function UpsertDialog(props: Props) {
  return <UpsertModal key={props.upsert.session} {...props} />
}

function UpsertModal({ resource, upsert, width = 640 }: Props) {
  const { t } = useTranslation()
  const [form] = Form.useForm<Values>()
  const options = useFieldOptions(resource.fields)
  const values: Values = Form.useWatch([], form) ?? upsert.initial
  const perms = useMenuStore((s) => s.perms)
  const fields = resource.fields.filter((f) => {
    const spec = f.form
    if (!spec) return false
    if (spec.only && spec.only !== upsert.mode) return false
    if (spec.perm && !hasPermission(perms, spec.perm)) return false
    return !spec.when || spec.when({ ...upsert.initial, ...values })
  })
  const held = fields.filter((f) => (f.form ? f.form.heldBy : undefined))

  useEffect(() => {
    if (upsert.fieldError)
      form.setFields([{ ...upsert.fieldError, name: shownAs(resource, upsert.fieldError.name) }])
  }, [form, resource, upsert.fieldError])

  async function save() {
    if (upsert.loading) return
    const entered = await form.validateFields().catch(() => undefined)
    if (!entered) return
    const errors = upsert.submit(entered).map((e) => ({ ...e, name: shownAs(resource, e.name) }))
    const shown = new Set(fields.map((f) => f.name))
    form.setFields(errors.filter((e) => shown.has(e.name)))
    for (const e of errors.filter((e) => !shown.has(e.name))) toast.error(`${e.name}: ${e.errors.join(', ')}`)
  }

  return (
    <Modal
      open={upsert.open}
      title={`${t(upsert.mode === 'add' ? 'crud.add' : 'crud.edit')} · ${t(resource.title)}`}
      width={width}
      okText={t('crud.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={upsert.close}
      confirmLoading={upsert.saving}
      okButtonProps={{ disabled: upsert.loading }}
      destroyOnHidden
      mask={{ closable: false }}
      className="crud-upsert"
    >
      {upsert.loading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={upsert.initial}
          preserve={false}
          disabled={upsert.saving}
        >
          {held.map((f) => (
            <Form.Item key={f.name} name={f.name} hidden noStyle />
          ))}
          <GridRow gutter={16}>
            {fields
              .filter((f) => !held.includes(f))
              .map((f) => {
                const spec = f.form || {}
                return (
                  <Col key={f.name} xs={24} sm={spec.span ?? 24}>
                    <Form.Item
                      name={f.name}
                      label={fieldLabel(t, resource, f)}
                      rules={rulesOf(t, resource, f, upsert.mode)}
                      valuePropName={valuePropOf(f)}
                      extra={spec.extra ? t(spec.extra) : undefined}
                    >
                      <FieldInput field={f} options={options.get(f.name)} />
                    </Form.Item>
                  </Col>
                )
              })}
          </GridRow>
        </Form>
      )}
    </Modal>
  )
}
