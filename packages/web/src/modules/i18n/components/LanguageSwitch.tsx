import { TranslationOutlined } from '@ant-design/icons'
import type { Language } from '@backroom/contract'
import { Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { changeLanguage, LANGUAGE_NAMES, useLanguage } from '../../../shell'

/** The top bar's language menu. */
export default function LanguageSwitch() {
  const { t } = useTranslation()
  const language = useLanguage()
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (Object.keys(LANGUAGE_NAMES) as Language[]).map((key) => ({
          key,
          label: LANGUAGE_NAMES[key],
        })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <button type="button" className="topbar-icon" aria-label={t('layout.language')}>
        <TranslationOutlined />
      </button>
    </Dropdown>
  )
}
