import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Row = Record<string, unknown>
type Page = { list: Row[] }
type Language = 'zh-cn' | 'zh-tw' | 'en'

const RICH = '<h3><strong>这是一个富文本</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>'

/** The first seed's rows as each language shows them (zh-cn: as stored). */
const SHOWN = {
  'zh-cn': {
    admin: { name: '超级管理员', nickName: '管理员', remark: '拥有最高权限的用户' },
    role: { name: '超管', remark: '最高权限的角色' },
    params: {
      rich: { name: '富文本参数', data: RICH },
      text: { name: '测试', data: '这是一段字符串' },
      json: { name: 'JSON参数', data: '{\n  "code": 111233\n}' },
      file: { name: '文件', data: '' },
      logKeep: { name: '请求日志保存天数', data: '31' },
      recycleKeep: { name: '回收站保存天数', data: '31' },
    },
  },
  'zh-tw': {
    admin: { name: '超級管理員', nickName: '管理員', remark: '擁有最高權限的使用者' },
    role: { name: '超級管理員', remark: '最高權限的角色' },
    params: {
      rich: {
        name: '富文字參數',
        data: '<h3><strong>這是一段富文字</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>',
      },
      text: { name: '測試', data: '這是一段字串' },
      json: { name: 'JSON 參數', data: '{\n  "code": 111233\n}' },
      file: { name: '檔案', data: '' },
      logKeep: { name: '請求日誌保存天數', data: '31' },
      recycleKeep: { name: '回收站保存天數', data: '31' },
    },
  },
  en: {
    admin: { name: 'Super admin', nickName: 'Admin', remark: 'The user with every permission' },
    role: { name: 'Super admin', remark: 'Highest-privilege role' },
    params: {
      rich: {
        name: 'Rich text parameter',
        data: '<h3><strong>This is rich text</strong></h3><p>xxx</p><p>xxxxxxxxxx</p><p><br></p>',
      },
      text: { name: 'Testing', data: 'This is a string' },
      json: { name: 'JSON parameter', data: '{\n  "code": 111233\n}' },
      file: { name: 'File', data: '' },
      logKeep: { name: 'Days the request log keeps', data: '31' },
      recycleKeep: { name: 'Days the recycle bin keeps', data: '31' },
    },
  },
} satisfies Record<Language, unknown>

const LANGUAGES = Object.keys(SHOWN) as Language[]

describe.each(dialects)('the seeded rows in the caller’s language on %s', (dialect) => {
  let server: TestServer
  let root: ApiClient

  beforeAll(async () => {
    server = await startServer(dialect)
    root = await server.client().signIn()
  })
  afterAll(() => server.close())

  /** the caller in one language (a client of its own: tests run in any order) */
  const as = (language: Language) => Object.assign(server.client(), { token: root.token, language })
  const byId = (rows: Row[], id: number) => rows.find((r) => r.id === id)

  it.each(LANGUAGES)(
    'answers the seeded administrator and role on the users page, list and info in %s',
    async (language) => {
      const caller = as(language)
      const { admin, role } = SHOWN[language]
      const user = { ...admin, roleName: role.name, departmentName: 'Backroom' }
      const page = await caller.post<Page>('/admin/base/sys/user/page', { keyWord: 'admin', size: 100 })
      expect(byId(page.data.list, 1)).toMatchObject(user)
      expect(byId((await caller.post<Row[]>('/admin/base/sys/user/list', {})).data, 1)).toMatchObject(user)
      expect((await caller.get<Row>('/admin/base/sys/user/info', { id: 1 })).data).toMatchObject(admin)
    },
  )

  it.each(LANGUAGES)('greets the seeded administrator by the nickname in %s', async (language) => {
    const person = await as(language).get<Row>('/admin/base/comm/person')
    expect(person.data).toMatchObject({ ...SHOWN[language].admin, username: 'admin' })
  })

  it.each(LANGUAGES)('answers the seeded role on the roles page, list and info in %s', async (language) => {
    const caller = as(language)
    const { role } = SHOWN[language]
    const page = await caller.post<Page>('/admin/base/sys/role/page', { size: 100 })
    expect(byId(page.data.list, 1)).toMatchObject({ ...role, label: 'admin' })
    expect(byId((await caller.post<Row[]>('/admin/base/sys/role/list', {})).data, 1)).toMatchObject(role)
    expect((await caller.get<Row>('/admin/base/sys/role/info', { id: 1 })).data).toMatchObject(role)
  })

  it.each(LANGUAGES)(
    'answers the seeded parameters and the declared settings on the params page, list and info in %s',
    async (language) => {
      const caller = as(language)
      const { params } = SHOWN[language]
      const page = await caller.post<Page>('/admin/base/sys/param/page', { size: 100 })
      const list = await caller.post<Row[]>('/admin/base/sys/param/list', {})
      for (const [keyName, shown] of Object.entries(params)) {
        const row = page.data.list.find((p) => p.keyName === keyName)
        expect(row, keyName).toMatchObject(shown)
        expect(list.data.find((p) => p.keyName === keyName)).toMatchObject(shown)
        expect((await caller.get<Row>('/admin/base/sys/param/info', { id: row?.id })).data).toMatchObject(
          shown,
        )
      }
    },
  )

  it('serves the stored rich text and settings whatever the caller’s language', async () => {
    for (const language of LANGUAGES) {
      const res = await fetch(`${server.url}/admin/base/open/html?key=rich`, { headers: { language } })
      const html = await res.text()
      expect(html).toContain('<title>富文本参数</title>')
      expect(html).toContain('这是一个富文本')
      expect((await as(language).get('/admin/base/sys/log/getKeep')).data).toBe('31')
    }
  })

  it('names the seeded administrator in the request log and the recycle bin in the caller’s language', async () => {
    const { id } = (
      await root.post<{ id: number }>('/admin/base/sys/param/add', { keyName: 'binned', name: 'x', data: '' })
    ).data
    await root.post('/admin/base/sys/param/delete', { ids: [id] })
    for (const language of LANGUAGES) {
      const caller = as(language)
      const { name, nickName } = SHOWN[language].admin
      const logged = async () => {
        for (let i = 0; i < 100; i++) {
          const page = await caller.post<Page>('/admin/base/sys/log/page', { size: 100 })
          const mine = page.data.list.find((r) => r.userId === 1)
          if (mine) return mine
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      expect(await logged()).toMatchObject({ name, nickName })
      const bin = await caller.post<Page>('/admin/recycle/data/page', { size: 100 })
      expect(bin.data.list.find((r) => r.userId === 1)).toMatchObject({ userName: name })
    }
  })

  it('keeps a page’s answer apart for each language', async () => {
    const body = { keyWord: 'admin', size: 7 }
    for (const language of [...LANGUAGES, ...LANGUAGES]) {
      const page = await as(language).post<Page>('/admin/base/sys/user/page', body)
      expect(byId(page.data.list, 1)?.nickName).toBe(SHOWN[language].admin.nickName)
    }
  })

  it('shows what an administrator typed as typed, in every language', async () => {
    const typed = { username: 'typed-zh', name: '王小明', nickName: '小明', remark: '店长' }
    const user = await root.post<{ id: number }>('/admin/base/sys/user/add', { ...typed, departmentId: 1 })
    const role = await root.post<{ id: number }>('/admin/base/sys/role/add', {
      name: '店长',
      label: 'typed-zh',
      remark: '管理门店',
    })
    const param = await root.post<{ id: number }>('/admin/base/sys/param/add', {
      keyName: 'typed-zh',
      name: '运费说明',
      data: '满百包邮',
    })
    for (const language of LANGUAGES) {
      const caller = as(language)
      const users = await caller.post<Page>('/admin/base/sys/user/page', { keyWord: 'typed-zh' })
      expect(byId(users.data.list, user.data.id)).toMatchObject(typed)
      const roleInfo = await caller.get<Row>('/admin/base/sys/role/info', { id: role.data.id })
      expect(roleInfo.data).toMatchObject({ name: '店长', remark: '管理门店' })
      const params = await caller.post<Page>('/admin/base/sys/param/page', { keyWord: 'typed-zh' })
      expect(byId(params.data.list, param.data.id)).toMatchObject({ name: '运费说明', data: '满百包邮' })
    }
  })
})
