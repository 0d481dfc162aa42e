import { PictureOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Avatar, Switch, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DictTag, type Row, useOptions } from '../../../crud'
import { api, requestQuery, toast, usePermission } from '../../../shell'
import { GOODS_STATUS } from '../choices'
import { GOODS } from '../endpoints'
import { stockWarningRequest } from '../queries'

/** A picture in a table cell (or a figure when there is none), with a text beside it when given. */
export function Thumbnail({ src, label }: { src: unknown; label?: ReactNode }) {
  const image = (
    <Avatar
      shape="square"
      size={36}
      src={typeof src === 'string' && src ? src : undefined}
      icon={<PictureOutlined />}
    />
  )
  if (label === undefined) return image
  return (
    <span className="shop-thumb">
      {image}
      <span className="shop-thumb-label">{label}</span>
    </span>
  )
}

/** Puts goods on or off shelf, several at once; the lists reload after. */
export function useGoodsStatus() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: number }) =>
      api.post(`${GOODS}/updateStatus`, { ids, status }),
    onSuccess: () => toast.success(t('crud.updated')),
    onError: (err) => toast.error(err.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [GOODS] }),
  })
}

/** On or off shelf: a switch for who may change it, a tag for the others. */
export function GoodsStatusCell({ row }: { row: Row }) {
  const { t } = useTranslation()
  const canUpdate = usePermission('shop:goods:updateStatus')
  const options = useOptions(GOODS_STATUS)
  const change = useGoodsStatus()
  if (!canUpdate) return <DictTag options={options} value={row.status} />
  const on = (change.isPending ? change.variables.status : row.status) === 1
  return (
    <Switch
      size="small"
      checked={on}
      loading={change.isPending}
      aria-label={t('shop.onShelfOf', { name: row.name })}
      onChange={(checked) => change.mutate({ ids: [row.id], status: checked ? 1 : 0 })}
    />
  )
}

/** The stock, with a warning below the shop's setting. */
export function StockCell({ stock }: { stock: unknown }) {
  const { t } = useTranslation()
  const warning = useQuery({ ...requestQuery<number>(stockWarningRequest), staleTime: 60_000 }).data
  const n = Number(stock)
  return (
    <span className="shop-stock">
      {n}
      {warning !== undefined && n < warning && <Tag color="orange">{t('shop.lowStock')}</Tag>}
    </span>
  )
}
