import { PASSWORD_MAX, PASSWORD_MIN } from '@backroom/contract'
import { Button, Card, Form, Input, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { ImageUpload } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { type PersonValues, usePersonForm } from '../components/use-person-form'
import './info.css'

/** The personal center: avatar, nickname and a password change that needs the original password. */
export default function PersonalCenter() {
  useAreaTexts('my')
  const { t } = useTranslation()
  const { person, loading, save } = usePersonForm()
  const [form] = Form.useForm<PersonValues>()
  const limits = { min: PASSWORD_MIN, max: PASSWORD_MAX }

  return (
    <div className="personal-center">
      <Card title={t('my.basic')}>
        {loading ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ headImg: person?.headImg, nickName: person?.nickName }}
            onFinish={(values) => save.mutate(values)}
            disabled={save.isPending}
          >
            <Form.Item name="headImg" label={t('my.avatar')}>
              <ImageUpload round />
            </Form.Item>
            <Form.Item
              name="nickName"
              label={t('my.nickName')}
              rules={[
                { required: true, whitespace: true, message: t('my.nickNameRequired') },
                { max: 100, message: t('my.nickNameLength', { max: 100 }) },
              ]}
            >
              <Input placeholder={t('my.nickNamePlaceholder')} />
            </Form.Item>
            <Form.Item
              name="oldPassword"
              label={t('my.oldPassword')}
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    getFieldValue('password') && !value
                      ? Promise.reject(new Error(t('my.oldPasswordRequired')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input.Password placeholder={t('my.oldPasswordPlaceholder')} autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('my.password')}
              extra={t('my.passwordHint')}
              rules={[{ min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('my.passwordLength', limits) }]}
            >
              <Input.Password placeholder={t('my.passwordPlaceholder')} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('my.save')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  )
}
