import { UserOutlined } from '@ant-design/icons'
import { Avatar, Card } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { usePerson } from '../../../../shell'

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening')

/** Greets the signed-in user by name, with today's date. */
export function Welcome() {
  const { t } = useTranslation()
  const { data: person } = usePerson()
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
