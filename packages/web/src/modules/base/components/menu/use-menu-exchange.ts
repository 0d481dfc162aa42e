import { MenuImport, type MenuTree } from '@backroom/contract'
import { useMutation } from '@tanstack/react-query'
import { App } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveFile } from '../../../../crud'
import { api, toast } from '../../../../shell'
import { menuApi } from '../../resources/endpoints'

/** Menus out to a JSON file (`export`) and back in from one (`import`, see ImportMenusDialog), each node with its children. */
export function useMenuExchange() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const exportMenus = useMutation({
    mutationFn: (ids: number[]) => api.post<MenuTree[]>(menuApi.url('export'), { ids }),
    onSuccess: (menus) => {
      const stamp = new Date().toISOString().slice(0, 10)
      saveFile(
        new Blob([JSON.stringify(menus, null, 2)], { type: 'application/json' }),
        `menus-${stamp}.json`,
      )
      toast.success(t('sys-menu.exported'))
    },
    onError: (err) => toast.error(err.message),
  })
  const [importing, setImporting] = useState<{ name: string; menus: MenuTree[] }>()
  async function importFile(file: File) {
    let menus: unknown
    try {
      menus = JSON.parse(await file.text())
    } catch {
      menus = undefined
    }
    const parsed = MenuImport.safeParse({ menus })
    if (!parsed.success) {
      modal.error({
        title: t('crud.import.failed', { file: file.name }),
        content: t('sys-menu.badFile'),
        okText: t('common.ok'),
      })
      return
    }
    setImporting({ name: file.name, menus: parsed.data.menus })
  }
  /** the file being imported, for ImportMenusDialog */
  return { exportMenus, importFile, importing, closeImport: () => setImporting(undefined) }
}
