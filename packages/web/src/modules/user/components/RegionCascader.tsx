import { useQuery } from '@tanstack/react-query'
import { Cascader, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import type { WidgetProps } from '../../../crud'

type Region = { text: string; value: string; children?: Region[] }

/** Mainland China's provinces, cities and districts (160 kB), loaded when a form first needs them. */
const regions = () =>
  import('@vant/area-data').then((m) => {
    const tree: () => Region[] = m.useCascaderAreaData
    return tree()
  })

/**
 * The province field's widget, which picks the city and district with it: the three names, as
 * the shop's clients send them, the city and district set in the form beside the province.
 */
export function RegionCascader({ value, onChange, id, disabled }: WidgetProps<string | null>) {
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const city: unknown = Form.useWatch('city', form)
  const district: unknown = Form.useWatch('district', form)
  const { data: options } = useQuery({
    queryKey: ['user', 'regions'],
    queryFn: regions,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
  const path = [value, city, district].filter((v): v is string => typeof v === 'string' && v !== '')
  return (
    <Cascader<Region>
      id={id}
      disabled={disabled}
      loading={!options}
      options={options}
      fieldNames={{ label: 'text', value: 'text' }}
      value={value ? path : []}
      showSearch
      placeholder={t('user.regionPlaceholder')}
      onChange={(names) => {
        const [province, cityName, districtName] = (names ?? []) as string[]
        form.setFieldsValue({ city: cityName ?? null, district: districtName ?? null })
        onChange?.(province ?? null)
      }}
    />
  )
}
