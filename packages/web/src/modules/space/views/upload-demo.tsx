import { UserOutlined } from '@ant-design/icons'
import { Avatar, Card, Divider, Tabs } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, useAreaTexts } from '../../../shell'
import { SpacePicker } from '../components/SpacePicker'
import { SpaceUpload, type SpaceUploadProps } from '../components/SpaceUpload'

/** One example with its own value. */
function Example(props: SpaceUploadProps) {
  const [value, setValue] = useState<string | string[]>()
  return <SpaceUpload {...props} value={value} onChange={setValue} />
}

function FileSpaceExamples() {
  const { t } = useTranslation()
  const [single, setSingle] = useState<string>()
  const [several, setSeveral] = useState<string[]>([])
  const [avatar, setAvatar] = useState<string>()
  return (
    <>
      <Divider titlePlacement="start">{t('space.demo.single')}</Divider>
      <SpacePicker
        multiple={false}
        accept="image/*"
        value={single}
        onChange={(v) => setSingle(v as string)}
      />
      <Divider titlePlacement="start">{t('space.demo.multiple')}</Divider>
      <SpacePicker limit={3} accept="image/*" value={several} onChange={(v) => setSeveral(v as string[])} />
      <Divider titlePlacement="start">{t('space.demo.custom')}</Divider>
      <SpacePicker
        multiple={false}
        accept="image/*"
        showList={false}
        onChange={(v) => setAvatar(v as string)}
      >
        <span className="space-demo-avatar">
          <Avatar size={64} src={avatar} icon={<UserOutlined />} />
          <span>{t('space.demo.selectAvatar')}</span>
        </span>
      </SpacePicker>
    </>
  )
}

/** Every mode of the upload component and of the file-space picker (ui facts §6.5). */
export default function UploadDemoPage() {
  useAreaTexts('crud', 'space')
  const { t } = useTranslation()
  const tab = (key: string, children: ReactNode) => ({ key, label: t(`space.demo.${key}`), children })
  return (
    <Card className="space-demo">
      <Tabs
        items={[
          tab('basic', <Example />),
          tab('multipleImages', <Example multiple />),
          tab('smallImage', <Example multiple small />),
          tab('fileUpload', <Example type="file" multiple text={t('space.demo.fileUpload')} />),
          tab(
            'draggable',
            <>
              <Divider titlePlacement="start">{t('space.demo.dragSort')}</Divider>
              <Example multiple draggable />
              <Divider titlePlacement="start">{t('space.demo.dragUpload')}</Divider>
              <Example type="file" multiple drag limitSize={1} />
            </>,
          ),
          tab(
            'customContent',
            <Example
              draggable
              type="file"
              multiple
              itemRender={(url) => url}
              text={t('space.demo.upload')}
            />,
          ),
          tab(
            'validation',
            <Example
              beforeUpload={(file) => {
                if (file.size <= 100 * 1024) return true
                toast.warning(t('space.demo.tooLarge100k'))
                return false
              }}
            />,
          ),
          tab('fileSpace', <FileSpaceExamples />),
        ]}
      />
    </Card>
  )
}
