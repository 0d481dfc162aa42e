import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { App, Avatar, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { signOut } from '../../session/session'
import { usePerson } from '../../session/use-person'

/** Nickname and avatar; opens the personal center or signs out after a confirmation. */
export function UserMenu() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const { data: person } = usePerson()
  const name = person?.nickName || person?.username

  const confirmLogout = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: signOut,
    })

  return (
    <Dropdown
      trigger={['click']}
      popupRender={(menu) => (
        <div className="user-menu-popup">
          <div className="user-menu-head">
            <Avatar size={34} src={person?.headImg || undefined} icon={<UserOutlined />} />
            <div>
              <strong>{name}</strong>
              <small>{person?.email}</small>
            </div>
          </div>
          {menu}
        </div>
      )}
      menu={{
        items: [
          { key: 'info', icon: <UserOutlined />, label: t('layout.personalCenter') },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
        ],
        onClick: ({ key }) => (key === 'info' ? navigate('/my/info') : confirmLogout()),
      }}
    >
      <button
        type="button"
        className="user-menu"
        // the name shown, then what the button opens: a voice command of what is seen still works
        aria-label={[name, t('layout.userMenu')].filter(Boolean).join(' · ')}
      >
        <span className="user-menu-name">{name}</span>
        <Avatar size={26} src={person?.headImg || undefined} icon={<UserOutlined />} />
      </button>
    </Dropdown>
  )
}
