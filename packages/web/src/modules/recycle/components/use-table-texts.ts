import { useTranslation } from 'react-i18next'
import { tableTexts, useLanguage } from '../../../shell'
import { useEntities } from './use-entities'

/** The texts areas that name the tables and their columns: the recycle screen loads them. */
export const TABLE_AREAS = [...new Set([...tableTexts.values()].map((texts) => texts.area))]

/**
 * Names of tables and of their columns in the UI language, from the modules' texts. A table no
 * module names falls back to its EPS description and column comments, which are Chinese: shown
 * in Chinese only, the table and column names otherwise.
 */
export function useTableTexts() {
  const { t } = useTranslation()
  const chinese = useLanguage() === 'zh-cn'
  const entities = useEntities()
  return {
    table(table: string): string {
      const texts = tableTexts.get(table)
      if (texts) return t(texts.title)
      const description = entities.get(table)?.info?.type.description
      return (chinese && description) || table
    },
    column(table: string, column: string): string {
      const comment = entities.get(table)?.columns.find((c) => c.propertyName === column)?.comment
      const fallback = (chinese && comment) || column
      const texts = tableTexts.get(table)
      const keys = [...(texts ? [`${texts.area}.fields.${column}`] : []), `crud.fields.${column}`]
      return t(keys, { defaultValue: fallback })
    },
  }
}
