import type { MenuImportStep, MenuTree } from '@backroom/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Form, Modal, Radio, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, toast } from '../../../../shell'
import { menuApi } from '../../resources/endpoints'
import { MenuParentSelect } from './MenuParentSelect'

type Existing = 'skip' | 'replace'
const TYPES = ['directory', 'page', 'button'] as const
const ACTION_COLORS: Record<MenuImportStep['action'], string> = {
  create: 'green',
  skip: 'default',
  replace: 'orange',
  invalid: 'red',
}

/**
 * Imports a menu file: below which menu, and whether menus that exist already are kept or
 * overwritten. The server's dry run shows what each choice leads to before anything is written.
 */
export function ImportMenusDialog({
  file,
  onClose,
}: {
  file?: { name: string; menus: MenuTree[] }
  onClose(): void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [parentId, setParentId] = useState<number | null>(null)
  const [existing, setExisting] = useState<Existing>('skip')
  const body = { menus: file?.menus ?? [], parentId, existing }
  const plan = useQuery({
    queryKey: [menuApi.prefix, 'import-plan', body],
    enabled: !!file,
    staleTime: 0,
    queryFn: () => api.post<MenuImportStep[]>(menuApi.url('import'), { ...body, dryRun: true }),
  })
  const run = useMutation({
    mutationFn: () => api.post(menuApi.url('import'), body),
    onSuccess: () => {
      toast.success(t('sys-menu.imported'))
      void queryClient.invalidateQueries({ queryKey: [menuApi.prefix] })
      close()
    },
    onError: (err) => toast.error(err.message),
  })
  const invalid = plan.data?.some((s) => s.action === 'invalid')
  const count = (action: MenuImportStep['action']) =>
    plan.data?.filter((s) => s.action === action).length ?? 0
  function close() {
    setParentId(null)
    setExisting('skip')
    onClose()
  }

  return (
    <Modal
      open={!!file}
      title={t('sys-menu.importDialog.title', { file: file?.name })}
      width={760}
      okText={t('sys-menu.import')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !plan.data || invalid }}
      confirmLoading={run.isPending}
      onOk={() => run.mutate()}
      onCancel={close}
      destroyOnHidden
      className="menu-import"
    >
      <Form layout="vertical">
        <Form.Item label={t('sys-menu.importDialog.parent')}>
          <MenuParentSelect
            id="menu-import-parent"
            value={parentId}
            onChange={(v) => setParentId(v ?? null)}
          />
        </Form.Item>
        <Form.Item label={t('sys-menu.importDialog.existing')}>
          <Radio.Group
            value={existing}
            onChange={(e) => setExisting(e.target.value)}
            options={(['skip', 'replace'] as const).map((value) => ({
              value,
              label: t(`sys-menu.importDialog.${value}`),
            }))}
          />
        </Form.Item>
      </Form>
      {plan.data && (
        <Alert
          type={invalid ? 'error' : 'info'}
          showIcon
          title={t(invalid ? 'sys-menu.importDialog.invalid' : 'sys-menu.importDialog.summary', {
            created: count('create'),
            skipped: count('skip'),
            // not `replace`: i18next reads that option itself
            replaced: count('replace'),
          })}
        />
      )}
      <Table<MenuImportStep & { key: number }>
        size="small"
        className="menu-import-plan"
        loading={plan.isFetching}
        pagination={false}
        scroll={{ y: 320, x: 560 }}
        dataSource={plan.data?.map((s, key) => ({ ...s, key }))}
        columns={[
          {
            title: t('sys-menu.fields.name'),
            dataIndex: 'name',
            render: (name: string, s) => <span style={{ paddingInlineStart: s.depth * 16 }}>{name}</span>,
          },
          {
            title: t('sys-menu.importDialog.action'),
            dataIndex: 'action',
            width: 200,
            render: (action: MenuImportStep['action'], s) => (
              <>
                <Tag color={ACTION_COLORS[action]}>{t(`sys-menu.importDialog.actions.${action}`)}</Tag>
                {s.rule && t(`sys-menu.rules.${s.rule}`)}
              </>
            ),
          },
          {
            title: t('sys-menu.fields.type'),
            dataIndex: 'type',
            width: 90,
            render: (type: number) => t(`sys-menu.types.${TYPES[type] ?? 'directory'}`),
          },
          { title: t('sys-menu.fields.router'), dataIndex: 'router', width: 160 },
        ]}
      />
    </Modal>
  )
}
