import { TranslationOutlined } from '@ant-design/icons'
import type { Language } from '@backroom/contract'
import { Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../../shell/i18n/change-language'
import { useLanguageStore } from '../../../shell/i18n/language-store'

/** Language names are written in their own language, so everyone can find theirs. */
const NAMES: Record<Language, string> = { 'zh-cn': '中文', 'zh-tw': '繁體中文', en: 'English' }

/** The top bar's language menu. */
export default function LanguageSwitch() {
  const { t } = useTranslation()
  const language = useLanguageStore((s) => s.language)
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (Object.keys(NAMES) as Language[]).map((key) => ({
          key,
          label: NAMES[key],
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
