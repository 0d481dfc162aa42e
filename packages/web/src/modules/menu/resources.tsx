import { MenuClassify, MenuEvaluate, MenuInfo } from '@backroom/contract'
import { defineResource, ImageUpload, RichTextEditor } from '../../crud'
import { LinkCell, SiteIcon } from './components/cells'
import { ClassifySelect, importClassifies, ParentSelect } from './components/classifies'
import { CLASSIFIES, ENTRIES, EVALUATIONS } from './endpoints'

export const STATUSES = [
  { value: 1, label: 'site.status.1', color: 'green' },
  { value: 0, label: 'site.status.0', color: 'default' },
] as const
const SCORES = [
  { value: 5, label: 'site.scores.5', color: 'green' },
  { value: 4, label: 'site.scores.4', color: 'cyan' },
  { value: 3, label: 'site.scores.3', color: 'blue' },
  { value: 2, label: 'site.scores.2', color: 'orange' },
  { value: 1, label: 'site.scores.1', color: 'red' },
] as const

/** The directory's classifies: a tree whose nodes show how many sites they hold. */
export const classifyResource = defineResource({
  prefix: CLASSIFIES,
  entity: MenuClassify,
  area: 'site',
  title: 'site.classify',
  fields: [
    { name: 'classifyName' },
    { name: 'parentId', form: { widget: ParentSelect } },
    { name: 'order', form: { widget: 'number' } },
  ],
})

/** A classify's sites: a web link only (the contract refuses any other scheme), a picture and rich text. */
export const infoResource = defineResource({
  prefix: ENTRIES,
  entity: MenuInfo,
  area: 'site',
  title: 'site.title',
  fields: [
    {
      name: 'icon',
      table: { width: 64, render: (v) => <SiteIcon src={v} /> },
      form: { widget: ImageUpload },
    },
    { name: 'menuName', table: { width: 160 }, form: { span: 12 } },
    {
      name: 'menuClassifyId',
      table: false,
      importable: importClassifies,
      form: { span: 12, widget: ClassifySelect },
    },
    { name: 'classifyName', table: { width: 120 } },
    { name: 'menuLink', table: { width: 200, render: (v) => <LinkCell href={v} /> } },
    { name: 'websiteDescription', table: { width: 240 }, form: { widget: 'textarea' } },
    { name: 'status', options: STATUSES, table: { width: 90 }, form: { span: 12, widget: 'radio' } },
    // beside the tree the table has little room: the order and the time wait in the column settings
    { name: 'order', table: { width: 80, hidden: true }, form: { span: 12, widget: 'number' } },
    { name: 'detail', table: false, form: { widget: RichTextEditor } },
    { name: 'createTime', table: { width: 168, sortable: true, hidden: true } },
  ],
})

const evaluations: Parameters<typeof defineResource>[0] = {
  prefix: EVALUATIONS,
  entity: MenuEvaluate,
  area: 'site',
  title: 'site.evaluation',
  fields: [
    { name: 'nickName', table: { width: 120 } },
    { name: 'menuName', label: 'site.fields.menuId', table: { width: 160 } },
    { name: 'score', options: SCORES, table: { width: 100 } },
    { name: 'content', table: { width: 320 } },
    { name: 'userId', table: false },
    { name: 'menuId', table: false },
    { name: 'createTime', table: { width: 168 } },
  ],
}

/** App users' evaluations, read and deleted (moderated) by administrators. */
export const evaluateResource = defineResource(evaluations)

/** One app user's evaluations, in their details: without the author's name, which the drawer shows already. */
export const userEvaluationsResource = defineResource({
  ...evaluations,
  fields: evaluations.fields.filter((f) => f.name !== 'nickName'),
})
