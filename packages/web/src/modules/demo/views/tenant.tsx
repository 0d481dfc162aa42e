import { ReloadOutlined } from '@ant-design/icons'
import { useQueries } from '@tanstack/react-query'
import { Alert, Button, Card, Empty, List, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { requestQuery, useAreaTexts } from '../../../shell'
import { TENANT_ACTIONS, type TenantAnswer, tenantRequest } from '../tenant-queries'
import './tenant.css'

/** The tenant demo: one query answered with the tenant filter, without it for the system, and on a table without tenants. */
export default function TenantDemo() {
  useAreaTexts('demo')
  const { t } = useTranslation()
  const answers = useQueries({
    queries: TENANT_ACTIONS.map((action) => requestQuery<TenantAnswer>(tenantRequest(action))),
  })
  const tenancy = answers.find((a) => a.data)?.data?.tenancy
  const refresh = () => answers.forEach((a) => void a.refetch())
  return (
    <div className="tenant-demo">
      <div className="tenant-demo-head">
        {tenancy === false ? (
          <Alert
            type="info"
            showIcon
            message={t('demo.tenant.off')}
            description={t('demo.tenant.howToTurnOn')}
          />
        ) : (
          <Alert type="success" showIcon message={t('demo.tenant.on')} />
        )}
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </div>
      <div className="tenant-demo-answers">
        {TENANT_ACTIONS.map((action, i) => {
          const { data, isPending } = answers[i]
          return (
            <Card
              key={action}
              title={t(`demo.tenant.${action}.title`)}
              loading={isPending}
              className="tenant-answer"
            >
              <p>{t(`demo.tenant.${action}.what`)}</p>
              {data && (
                <>
                  <p>
                    <Tag color={data.filtered ? 'blue' : 'default'}>
                      {t(data.filtered ? 'demo.tenant.filtered' : 'demo.tenant.unfiltered')}
                    </Tag>
                    {t('demo.tenant.yourTenant', { tenant: data.tenantId ?? t('demo.none') })}
                  </p>
                  <List
                    size="small"
                    bordered
                    dataSource={data.list}
                    locale={{ emptyText: <Empty description={t('demo.tenant.noRows')} /> }}
                    renderItem={(row) => (
                      <List.Item>
                        <span>{row.title}</span>
                        <Tag>{t('demo.tenant.rowTenant', { tenant: row.tenantId ?? t('demo.none') })}</Tag>
                      </List.Item>
                    )}
                  />
                </>
              )}
            </Card>
          )
        })}
      </div>
    </div>
  )
}
