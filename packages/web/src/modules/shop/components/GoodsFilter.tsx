import { useQuery } from '@tanstack/react-query'
import { Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shell'
import { GOODS } from '../endpoints'

type Found = { list: { id: number; name: string }[] }

/** Chooses goods by typing part of their name: what the comments are filtered by. */
export function GoodsFilter({ value, onChange }: { value?: number; onChange(id: number | undefined): void }) {
  const { t } = useTranslation()
  const [word, setWord] = useState('')
  const found = useQuery({
    queryKey: [GOODS, 'filter', word],
    queryFn: () => api.post<Found>(`${GOODS}/page`, { keyWord: word || undefined, size: 20 }),
  })
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      className="shop-goods-filter"
      placeholder={t('shop.fields.goodsId')}
      aria-label={t('shop.fields.goodsId')}
      value={value}
      loading={found.isFetching}
      onSearch={setWord}
      onChange={(id?: number) => onChange(id)}
      options={(found.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
    />
  )
}
