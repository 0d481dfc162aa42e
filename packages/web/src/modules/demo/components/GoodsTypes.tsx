import { RightOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Input } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DictEntry, requestQuery, useLanguage } from '../../../shell'
import { type GoodsType, goodsTypesRequest, goodsTypeTree } from '../goods-types'

/** The left panel of the layout demo: the goods types, searchable, the first chosen once they load. */
export function GoodsTypes({
  selected,
  onSelect,
}: {
  selected?: GoodsType
  onSelect(type: GoodsType): void
}) {
  const { t } = useTranslation()
  const { data } = useQuery({
    ...requestQuery<Record<string, DictEntry[]>>(goodsTypesRequest(useLanguage())),
    select: (answer) => goodsTypeTree(answer.goodsType ?? []),
  })
  const [keyword, setKeyword] = useState('')
  const shown = useMemo(
    () => (data ?? []).filter((o) => o.name.toLowerCase().includes(keyword.trim().toLowerCase())),
    [data, keyword],
  )
  useEffect(() => {
    if (!selected && data?.[0]) onSelect(data[0])
  }, [selected, data, onSelect])
  return (
    <div className="goods-types">
      <div className="goods-types-head">{t('demo.viewGroup.types')}</div>
      <Input
        allowClear
        placeholder={t('demo.viewGroup.search')}
        aria-label={t('demo.viewGroup.search')}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <ul>
        {shown.map((type) => (
          <li key={type.value}>
            <button
              type="button"
              className={type.value === selected?.value ? 'active' : undefined}
              onClick={() => onSelect(type)}
            >
              <span>{`${type.name}（${type.children.length}）`}</span>
              {type.value === selected?.value && <RightOutlined />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
