import { EyeOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { CrudPage, useCrud } from '../../../crud'
import { API_BASE, useAreaTexts } from '../../../shell'
import { paramResource, RICH_TEXT } from '../resources/param'

/** The public page of a rich-text parameter, as the shop's visitors see it. */
const htmlPage = (key: string) => `${API_BASE}/admin/base/open/html?key=${encodeURIComponent(key)}`

/** Parameters: filters by type, name and key; rich text edited in an editor and previewed as its page. */
export default function ParamPage() {
  useAreaTexts('crud', 'sys-param')
  const { t } = useTranslation()
  const crud = useCrud(paramResource)
  return (
    <CrudPage
      crud={crud}
      formWidth={860}
      rowActions={{
        width: 220,
        extra: (row) =>
          row.dataType === RICH_TEXT && (
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              href={htmlPage(String(row.keyName))}
              target="_blank"
              rel="noopener"
            >
              {t('sys-param.preview')}
            </Button>
          ),
      }}
    />
  )
}
