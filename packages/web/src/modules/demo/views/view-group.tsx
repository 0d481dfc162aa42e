import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage, useCrud, ViewGroup } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { GoodsTypes } from '../components/GoodsTypes'
import { type GoodsType, valuesOf } from '../goods-types'
import { goodsResource } from '../resources'
import './view-demos.css'

/** The left-right layout: goods types on the left, the chosen type's demo goods on the right. */
export default function ViewGroupDemo() {
  useAreaTexts('crud', 'demo', 'demo-goods')
  const { t } = useTranslation()
  const [type, setType] = useState<GoodsType>()
  const select = useCallback((o: GoodsType) => setType(o), [])
  // a type's goods and those of the types below it
  const params = useMemo(() => (type ? { type: valuesOf(type) } : undefined), [type])
  const crud = useCrud(goodsResource, { params })
  const typeDefault = () => ({ type: type?.value })
  return (
    <div className="demo-view-group">
      <ViewGroup
        side={<GoodsTypes selected={type} onSelect={select} />}
        title={t('demo-goods.title')}
        selected={type?.name}
      >
        <CrudPage crud={crud} formWidth={760} searchExclude={['type']} addDefaults={typeDefault} />
      </ViewGroup>
    </div>
  )
}
