import { FolderOpenOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, Upload } from 'antd'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextEditor, type WidgetProps } from '../../../../crud'
import { FilePicker, toast, uploadFile } from '../../../../shell'

/** The value of a parameter, edited as its type asks: rich text in an editor, text or file addresses as text. */
export function ParamDataInput(props: WidgetProps<string>) {
  const { t } = useTranslation()
  const dataType = Form.useWatch('dataType', Form.useFormInstance())
  if (dataType === 1) return <RichTextEditor {...props} />
  const text = (
    <Input.TextArea
      id={props.id}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange?.(e.target.value)}
      autoSize={{ minRows: 4, maxRows: 14 }}
      placeholder={t(dataType === 2 ? 'sys-param.filesHint' : 'sys-param.dataHint')}
    />
  )
  if (dataType !== 2) return text
  const add = (urls: string[]) =>
    props.onChange?.([...(props.value ?? '').split(','), ...urls].filter((u) => u.trim()).join(','))
  return (
    <Flex vertical gap={8}>
      {text}
      <div>
        <FileChooser disabled={props.disabled} onPick={add} />
      </div>
    </Flex>
  )
}

/** Adds files to a file-type parameter: from the console's file picker when there is one, else by upload. */
function FileChooser({ disabled, onPick }: { disabled?: boolean; onPick(urls: string[]): void }) {
  const { t } = useTranslation()
  const [picking, setPicking] = useState(false)
  if (!FilePicker)
    return (
      <Upload
        showUploadList={false}
        disabled={disabled}
        customRequest={({ file }) =>
          uploadFile(file as File)
            .then((url) => onPick([url]))
            .catch((err: Error) => toast.error(t('crud.file.uploadFailed', { message: err.message })))
        }
      >
        <Button icon={<UploadOutlined />}>{t('crud.file.upload')}</Button>
      </Upload>
    )
  return (
    <>
      <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => setPicking(true)}>
        {t('crud.file.selectFile')}
      </Button>
      {picking && (
        <Suspense>
          <FilePicker open limit={9} onClose={() => setPicking(false)} onPick={onPick} />
        </Suspense>
      )}
    </>
  )
}
