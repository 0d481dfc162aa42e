import { Checkbox, Form, Input, Modal, Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../../../crud'
import { useAutoPerms } from './use-auto-perms'
import './auto-perms.css'

/** Adds an entity's actions as permission buttons under a page. */
export function AutoPermsDialog({ page, onClose }: { page?: Row; onClose(): void }) {
  const { t } = useTranslation()
  const auto = useAutoPerms(page?.id, onClose)
  return (
    <Modal
      open={!!page}
      title={t('sys-menu.auto.title', { name: page?.name })}
      width={760}
      okText={t('sys-menu.auto.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={auto.saving}
      onOk={auto.submit}
      onCancel={onClose}
      afterOpenChange={(open) => !open && auto.choose(undefined)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('sys-menu.auto.entity')} required>
          <Select
            aria-label={t('sys-menu.auto.entity')}
            showSearch
            allowClear
            value={auto.prefix}
            onChange={auto.choose}
            placeholder={t('crud.selectPlaceholder')}
            options={auto.entities.map((e) => ({
              value: e.prefix,
              label: e.prefix.replace(/^\/admin\//, ''),
            }))}
          />
        </Form.Item>
        {auto.rows.length > 0 && (
          <Form.Item label={t('sys-menu.auto.actions')}>
            <div className="auto-perms">
              {auto.rows.map((r, i) => (
                <div className="auto-perms-row" key={r.path}>
                  <Checkbox
                    checked={r.checked}
                    aria-label={r.perms}
                    onChange={(e) => auto.change(i, { checked: e.target.checked })}
                  />
                  <Input
                    value={r.name}
                    disabled={!r.checked}
                    aria-label={t('sys-menu.auto.name')}
                    placeholder={t('sys-menu.auto.name')}
                    onChange={(e) => auto.change(i, { name: e.target.value })}
                  />
                  <Tag>{r.perms}</Tag>
                </div>
              ))}
            </div>
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
