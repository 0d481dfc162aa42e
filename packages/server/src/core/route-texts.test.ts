import type { Text } from '@backroom/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../test/harness.ts'
import { ConfigError } from './config.ts'
import { Registry } from './registry.ts'

type Eps = Record<
  string,
  { prefix: string; info: { type: { description: string } }; api: { path: string; summary: string }[] }[]
>
type OpenApi = { paths: Record<string, Record<string, { summary?: string }>> }

const HAN = /\p{Script=Han}/u

/** What the console's API reference and EPS readers show of a few routes, in each language. */
const SHOWN = {
  'zh-cn': { comm: '通用接口', person: '个人信息', userPage: '分页查询', order: '排序' },
  'zh-tw': { comm: '通用介面', person: '個人資料', userPage: '分頁查詢', order: '排序' },
  en: { comm: 'Common API', person: 'Profile', userPage: 'Page query', order: 'Reorder' },
} as const
const LANGUAGES = Object.keys(SHOWN) as (keyof typeof SHOWN)[]

describe.each(dialects)('route summaries in the caller’s language on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  const as = (language: string) => Object.assign(server.client(), { token: root.token, language })
  const epsIn = async (language: string) => (await as(language).get<Eps>('/admin/base/open/eps')).data
  const controller = (eps: Eps, prefix: string) =>
    Object.values(eps)
      .flat()
      .find((c) => c.prefix === prefix)!
  const summary = (eps: Eps, prefix: string, path: string) =>
    controller(eps, prefix).api.find((a) => a.path === path)?.summary

  it.each(LANGUAGES)('answers EPS descriptions and summaries in %s', async (language) => {
    const eps = await epsIn(language)
    const shown = SHOWN[language]
    expect(controller(eps, '/admin/base/comm').info.type.description).toBe(shown.comm)
    expect(summary(eps, '/admin/base/comm', '/person')).toBe(shown.person)
    expect(summary(eps, '/admin/base/sys/user', '/page')).toBe(shown.userPage)
    expect(summary(eps, '/admin/base/sys/department', '/order')).toBe(shown.order)
  })

  it.each(LANGUAGES)('answers the OpenAPI document’s summaries in %s', async (language) => {
    const doc = (await as(language).request('GET', '/swagger/json')).body as OpenApi
    expect(doc.paths['/admin/base/comm/person'].get.summary).toBe(SHOWN[language].person)
    expect(doc.paths['/admin/base/sys/user/page'].post.summary).toBe(SHOWN[language].userPage)
  })

  it('gives every route group and route a text in English with no Chinese in it', async () => {
    const eps = await epsIn('en')
    const texts = Object.values(eps)
      .flat()
      .flatMap((c) => [c.info.type.description, ...c.api.map((a) => a.summary)])
    expect(texts.length).toBeGreaterThan(80)
    expect(texts.filter((t) => HAN.test(t))).toEqual([])
    const doc = (await as('en').request('GET', '/swagger/json')).body as OpenApi
    const summaries = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.summary))
    expect(summaries.filter((s) => s !== undefined && HAN.test(s))).toEqual([])
  })

  it('keeps the zh-cn summary of a route in the document whatever language asked first', async () => {
    await as('en').request('GET', '/swagger/json')
    const doc = (await as('zh-cn').request('GET', '/swagger/json')).body as OpenApi
    expect(doc.paths['/admin/base/comm/person'].get.summary).toBe('个人信息')
  })
})

describe('route texts at start-up', () => {
  const route = (summary: Partial<Text>) => ({
    method: 'GET' as const,
    action: 'stock',
    access: 'session' as const,
    summary: summary as Text,
    handler: () => 1,
  })
  const declare = (group: { description?: Partial<Text>; summary: Partial<Text> }) => () =>
    new Registry().addController({
      module: 'shelf',
      prefix: '/admin/shelf/item',
      description: group.description as Text | undefined,
      routes: [route(group.summary)],
    })
  const complete = { 'zh-cn': '库存', 'zh-tw': '庫存', en: 'Stock' }

  it('stops on a route whose summary lacks a language, naming the route and the language', () => {
    const lacking = declare({ summary: { 'zh-cn': '库存', 'zh-tw': '庫存' } })
    expect(lacking).toThrow(ConfigError)
    expect(lacking).toThrow('Module shelf: /admin/shelf/item/stock has no en summary')
  })

  it('stops on a route group whose description is blank in a language', () => {
    expect(declare({ description: { ...complete, 'zh-tw': ' ' }, summary: complete })).toThrow(
      'Module shelf: /admin/shelf/item has no zh-tw description',
    )
  })

  it('takes a route group whose texts are complete', () => {
    expect(declare({ description: complete, summary: complete })).not.toThrow()
  })
})
