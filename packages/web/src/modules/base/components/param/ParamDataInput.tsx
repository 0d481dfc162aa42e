import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { RichTextEditor, type WidgetProps } from '../../../../crud'

/** The value of a parameter, edited as its type asks: rich text in an editor, text or file addresses as text. */
export function ParamDataInput(props: WidgetProps<string>) {
  const { t } = useTranslation()
  const dataType = Form.useWatch('dataType', Form.useFormInstance())
  if (dataType === 1) return <RichTextEditor {...props} />
  return (
    <Input.TextArea
      id={props.id}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange?.(e.target.value)}
      autoSize={{ minRows: 4, maxRows: 14 }}
      placeholder={t(dataType === 2 ? 'sys-param.filesHint' : 'sys-param.dataHint')}
    />
  )
}
