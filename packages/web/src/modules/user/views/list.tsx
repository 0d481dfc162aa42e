import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, type Row, RowLink, useCrud } from '../../../crud'
import { useAreaTexts, usePermission } from '../../../shell'
import { BalanceDialog } from '../components/BalanceDialog'
import { userResource } from '../resources'

/** App users: searched by nickname or phone, filtered by status, gender and sign-in; details with their addresses and balance changes. */
export default function UserListPage() {
  useAreaTexts('crud', 'user')
  const { t } = useTranslation()
  const crud = useCrud(userResource)
  const canAdjust = usePermission('user:info:adjustBalance')
  const [adjusting, setAdjusting] = useState<Row>()
  return (
    <>
      <CrudPage
        crud={crud}
        formWidth={720}
        rowActions={{
          detail: true,
          width: 250,
          extra: (row) =>
            canAdjust && <RowLink onClick={() => setAdjusting(row)}>{t('user.adjustBalance')}</RowLink>,
        }}
      />
      <BalanceDialog user={adjusting} onClose={() => setAdjusting(undefined)} />
    </>
  )
}
