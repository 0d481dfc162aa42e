import { Card, Descriptions, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAreaTexts, usePage } from '../../../shell'

/** Shows the parameters of `/demo/test/route/:id/:name?`: how a page reads its own route. */
export default function RouteParams() {
  useAreaTexts('demo')
  const { t } = useTranslation()
  const { params } = usePage()
  return (
    <div style={{ padding: 20 }}>
      <Card title={t('views.routeDemo')}>
        <Descriptions
          column={1}
          bordered
          items={[
            { key: 'id', label: 'id', children: params.id },
            { key: 'name', label: 'name', children: params.name ?? t('demo.none') },
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          <Link to="/demo/test/route/1/alice">/demo/test/route/1/alice</Link>
          <Link to="/demo/test/route/2">/demo/test/route/2</Link>
        </Space>
      </Card>
    </div>
  )
}
