import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useEntities } from './use-entities'
import { useTableTexts } from './use-table-texts'

/** Picks the resource whose deletes to show: the entities that can delete, named in the UI language. */
export function EntityFilter({ value, onChange }: { value?: string; onChange: (prefix?: string) => void }) {
  const { t } = useTranslation()
  const texts = useTableTexts()
  const options = [...useEntities().values()]
    .filter((e) => e.table && e.api.some((a) => a.path === '/delete'))
    .map((e) => ({ value: e.prefix, label: texts.table(e.table as string) }))
  return (
    <Select
      className="recycle-entity-filter"
      value={value}
      onChange={onChange}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('recycle.fields.entityInfo')}
      aria-label={t('recycle.fields.entityInfo')}
    />
  )
}
