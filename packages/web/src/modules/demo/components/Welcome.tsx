import { UserOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Avatar, Card } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useLanguageStore } from '../../../shell/i18n/language-store'
import { sessionQueries } from '../../../shell/session/queries'

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening')

/** Greets the signed-in user by name, with today's date. */
export function Welcome() {
  const { t } = useTranslation()
  const language = useLanguageStore((s) => s.language)
  const { data: person } = useQuery(sessionQueries.person(language))
  const now = dayjs()
  return (
    <Card className="welcome">
      <Avatar size={56} src={person?.headImg || undefined} icon={<UserOutlined />} />
      <div>
        <h2>{t(`home.${partOfDay(now.hour())}`, { name: person?.nickName || person?.username || '' })}</h2>
        <p>{now.format(t('home.dateFormat'))}</p>
      </div>
    </Card>
  )
}
