import { UserOutlined } from '@ant-design/icons'
import { Avatar, Card, Divider } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../../shell/i18n/areas'
import { SpacePicker } from '../components/SpacePicker'

/** Examples of the file-space picker (ui facts §6.5, "File space"). */
export default function UploadDemoPage() {
  useAreaTexts('crud', 'space')
  const { t } = useTranslation()
  const [single, setSingle] = useState<string>()
  const [several, setSeveral] = useState<string[]>([])
  const [avatar, setAvatar] = useState<string>()
  return (
    <Card className="space-demo" title={t('space.demo.fileSpace')}>
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
    </Card>
  )
}
