import { EditOutlined } from '@ant-design/icons'
import { Button, Card, Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { useAreaTexts } from '../../../shell'
import { ViewHead } from '../components/ViewHead'
import './view-demos.css'

/** The top detail header over a record's details: back, the title, the record's actions. */
export default function ViewHeadDemo() {
  useAreaTexts('demo')
  const { t } = useTranslation()
  return (
    <div className="demo-view">
      <ViewHead
        title={t('demo.viewHead.title')}
        op={
          <Button type="primary" size="small" icon={<EditOutlined />}>
            {t('demo.viewHead.action')}
          </Button>
        }
      />
      <Card>
        <Descriptions
          column={1}
          items={[
            { key: 'what', label: t('demo.viewHead.whatLabel'), children: t('demo.viewHead.what') },
            { key: 'back', label: t('demo.viewHead.backLabel'), children: t('demo.viewHead.backText') },
          ]}
        />
      </Card>
    </div>
  )
}
