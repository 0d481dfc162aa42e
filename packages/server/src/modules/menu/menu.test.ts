import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

type Entry = { id: number; menuName: string; classifyName: string; status: number; detail: string | null }

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

describe.each(dialects)('the site directory on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server?.close())

  const addClassify = async (parentId: number | null = null) => {
    const r = await admin.post<{ id: number }>('/admin/menu/classify/add', {
      classifyName: unique('classify'),
      parentId,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }
  const addEntry = async (menuClassifyId: number, over: Record<string, unknown> = {}) => {
    const r = await admin.post<{ id: number }>('/admin/menu/info/add', {
      menuName: unique('site'),
      menuLink: 'https://example.com/',
      menuClassifyId,
      ...over,
    })
    expect(r.message).toBe('success')
    return r.data.id
  }
  const countOf = async (classifyId: number) => {
    const r = await admin.get<{ classifyId: number; count: number }[]>('/admin/menu/classify/menuCount')
    return r.data.find((c) => c.classifyId === classifyId)?.count
  }
  /** An app user and a client holding their app token. */
  const appUser = async () => {
    const nickName = unique('fan')
    const { id } = (await admin.post<{ id: number }>('/admin/user/info/add', { nickName })).data
    const client = server.client()
    client.token = (await server.app.ctx.appRealm.signIn(id, 1)).token
    return { id, nickName, client }
  }

  describe('in the console', () => {
    it("counts each classify's sites, both statuses and those of its sub-classifies included", async () => {
      const root = await addClassify()
      const child = await addClassify(root)
      const empty = await addClassify()
      await addEntry(child)
      await addEntry(child, { status: 0 })
      await addEntry(root)
      expect([await countOf(root), await countOf(child), await countOf(empty)]).toEqual([3, 2, 0])
    })

    it('lists the sites of a classify and those below it with the classify name, by status and keyword', async () => {
      const root = await addClassify()
      const child = await addClassify(root)
      const word = unique('word')
      const shown = await addEntry(child, { websiteDescription: `about ${word}` })
      const hidden = await addEntry(root, { status: 0 })
      const page = async (body: Record<string, unknown>) =>
        (
          await admin.post<{ list: Entry[] }>('/admin/menu/info/page', {
            classifyIds: [root, child],
            ...body,
          })
        ).data.list
      expect((await page({})).map((e) => e.id).sort()).toEqual([shown, hidden].sort())
      const [off] = await page({ status: 0 })
      expect(off.id).toBe(hidden)
      expect((await page({ keyWord: word })).map((e) => [e.id, e.classifyName])).toEqual([
        [shown, expect.stringMatching(/^classify-/)],
      ])
    })

    it.each([
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'http://',
      'example.com',
    ])('refuses the link %s, naming the field', async (menuLink) => {
      const classify = await addClassify()
      const added = await admin.post('/admin/menu/info/add', {
        menuName: 'x',
        menuLink,
        menuClassifyId: classify,
      })
      expect(added.body).toMatchObject({ code: 1001, field: 'menuLink' })
      const id = await addEntry(classify)
      expect((await admin.post('/admin/menu/info/update', { id, menuLink })).body).toMatchObject({
        code: 1001,
        field: 'menuLink',
      })
    })

    it("cleans the detail's rich text as it is written, and refuses a classify that does not exist", async () => {
      const classify = await addClassify()
      const id = await addEntry(classify, {
        detail:
          '<p onclick="steal()">Hi <b>there</b></p><script>steal()</script><a href="javascript:steal()">x</a>',
      })
      const { detail } = (await admin.get<Entry>('/admin/menu/info/info', { id })).data
      expect(detail).toContain('<b>there</b>')
      expect(detail).not.toMatch(/script|onclick|javascript/i)
      const missing = await admin.post('/admin/menu/info/add', {
        menuName: 'x',
        menuLink: 'https://example.com',
        menuClassifyId: 999_999,
      })
      expect(missing.body).toMatchObject({ code: 1001, field: 'menuClassifyId' })
    })

    it('refuses to delete a classify whose subtree holds sites, naming how many; an empty one takes its subtree', async () => {
      const root = await addClassify()
      const child = await addClassify(root)
      const sites = [await addEntry(child), await addEntry(child, { status: 0 })]
      const refused = await admin.post('/admin/menu/classify/delete', { ids: [root] })
      expect([refused.code, refused.message]).toEqual([
        1001,
        '该分类及其子分类下还有 2 个网站，请先移走或删除它们',
      ])
      const english = Object.assign(server.client(), { token: admin.token, language: 'en' })
      expect((await english.post('/admin/menu/classify/delete', { ids: [child] })).message).toBe(
        'This category and those below it still hold 2 sites: move or delete them first',
      )
      expect((await admin.post('/admin/menu/info/delete', { ids: sites })).code).toBe(1000)
      expect((await admin.post('/admin/menu/classify/delete', { ids: [root] })).code).toBe(1000)
      expect((await admin.get('/admin/menu/classify/info', { id: child })).code).toBe(1001)
    })

    it("lists evaluations with the author's nickname and the site's name; a deleted site takes them along until restored", async () => {
      const site = await addEntry(await addClassify())
      const fan = await appUser()
      const said = unique('said')
      expect((await fan.client.post('/app/menu/evaluate/add', { menuId: site, content: said })).code).toBe(
        1000,
      )
      const evaluations = async () =>
        (
          await admin.post<{
            list: { content: string; nickName: string; menuName: string; score: number }[]
          }>('/admin/menu/evaluate/page', { menuId: site })
        ).data.list
      const [evaluation] = await evaluations()
      expect(evaluation).toMatchObject({ content: said, nickName: fan.nickName, score: 4 })
      expect(evaluation.menuName).toMatch(/^site-/)
      expect((await admin.post('/admin/menu/info/delete', { ids: [site] })).code).toBe(1000)
      expect(await evaluations()).toEqual([])
      const records = await admin.post<{ list: { id: number; url: string }[] }>('/admin/recycle/data/page', {
        size: 20,
      })
      const record = records.data.list.find((r) => r.url === '/admin/menu/info/delete')
      expect((await admin.post('/admin/recycle/data/restore', { ids: [record?.id] })).code).toBe(1000)
      expect((await evaluations()).map((e) => e.content)).toEqual([said])
    })

    it('deletes an evaluation to moderate it', async () => {
      const site = await addEntry(await addClassify())
      const fan = await appUser()
      await fan.client.post('/app/menu/evaluate/add', { menuId: site, content: 'spam' })
      const page = await admin.post<{ list: { id: number }[] }>('/admin/menu/evaluate/page', {
        userId: fan.id,
      })
      expect((await admin.post('/admin/menu/evaluate/delete', { ids: [page.data.list[0].id] })).code).toBe(
        1000,
      )
      const after = await admin.post<{ list: unknown[] }>('/admin/menu/evaluate/page', { userId: fan.id })
      expect(after.data.list).toEqual([])
    })

    it('lets a role granted only the site directory and the common upload see and run those screens alone', async () => {
      const menuIdList = await server.menuIds(
        'menu.dir',
        'menu.info',
        'menu.info.page',
        'menu.info.add',
        'menu.info.classify',
        'menu.evaluate',
        'menu.evaluate.page',
        'menu.evaluate.delete',
        'space.common',
        'space.common.upload',
      )
      const username = unique('editor')
      await admin.addStaff(username, 'site-pass-1', { menuIdList })
      const editor = await server.client().signIn(username, 'site-pass-1')
      const perm = await editor.get<{ menus: { router: string | null; type: number }[]; perms: string[] }>(
        '/admin/base/comm/permmenu',
      )
      expect(perm.data.menus.filter((m) => m.type === 1).map((m) => m.router)).toEqual([
        '/menu/info',
        '/menu/evaluate',
      ])
      expect(perm.data.perms).toEqual(
        expect.arrayContaining([
          'menu:classify:menuCount',
          'menu:info:add',
          'menu:evaluate:delete',
          'space:info:add',
        ]),
      )
      const classify = await editor.post<{ id: number }>('/admin/menu/classify/add', { classifyName: 'mine' })
      expect(classify.code).toBe(1000)
      expect((await editor.get('/admin/menu/classify/menuCount')).code).toBe(1000)
      expect((await editor.post('/admin/menu/info/page', {})).code).toBe(1000)
      expect((await editor.post('/admin/menu/evaluate/page', {})).code).toBe(1000)
      expect((await editor.post('/admin/menu/info/delete', { ids: [1] })).status).toBe(403)
      expect((await editor.post('/admin/user/info/page', {})).status).toBe(403)
      expect((await editor.post('/admin/base/sys/user/page', {})).status).toBe(403)
    })

    it.each([
      ['zh-cn', '网站导航'],
      ['zh-tw', '網站導覽'],
      ['en', 'Site directory'],
    ])('names the directory in %s', async (language, name) => {
      const caller = Object.assign(server.client(), { token: admin.token, language })
      const { menus } = (
        await caller.get<{ menus: { name: string; type: number }[] }>('/admin/base/comm/permmenu')
      ).data
      expect(menus.filter((m) => m.type === 0).map((m) => m.name)).toContain(name)
    })
  })

  describe('in the app realm', () => {
    it('answers the classifies and the sites on shelf to anyone; an off-shelf site is no site', async () => {
      const classify = await addClassify()
      const on = await addEntry(classify, { detail: '<p>detail</p>' })
      const off = await addEntry(classify, { status: 0 })
      const anyone = server.client()
      const classifies = await anyone.get<{ id: number; classifyName: string }[]>('/app/menu/classify/list')
      expect(classifies.message).toBe('success')
      expect(classifies.data.map((c) => c.id)).toContain(classify)
      const page = await anyone.get<{ list: { id: number; createTime?: string }[] }>('/app/menu/info/page', {
        menuClassifyId: classify,
      })
      expect(page.data.list.map((e) => e.id)).toEqual([on])
      expect(page.data.list[0]).not.toHaveProperty('createTime')
      const info = await anyone.get<{ detail: string }>('/app/menu/info/info', { id: on })
      expect(info.data.detail).toBe('<p>detail</p>')
      expect((await anyone.get('/app/menu/info/info', { id: off })).code).toBe(1001)
    })

    it('takes an evaluation from a signed-in app user as its author whatever the body says, scored 1 to 5', async () => {
      const classify = await addClassify()
      const site = await addEntry(classify)
      const fan = await appUser()
      const other = await appUser()
      const added = await fan.client.post('/app/menu/evaluate/add', {
        menuId: site,
        content: 'great',
        score: 5,
        userId: other.id,
      })
      expect(added.code).toBe(1000)
      const mine = await admin.post<{ list: { userId: number; score: number }[] }>(
        '/admin/menu/evaluate/page',
        {
          menuId: site,
        },
      )
      expect(mine.data.list.map((e) => [e.userId, e.score])).toEqual([[fan.id, 5]])
      for (const score of [0, 6, 2.5])
        expect(
          (await fan.client.post('/app/menu/evaluate/add', { menuId: site, content: 'x', score })).body,
        ).toMatchObject({ code: 1001, field: 'score' })
      const offShelf = await addEntry(classify, { status: 0 })
      expect(
        (await fan.client.post('/app/menu/evaluate/add', { menuId: offShelf, content: 'x' })).body,
      ).toMatchObject({ code: 1001, field: 'menuId' })
    })

    it('refuses an evaluation from anyone but a signed-in app user', async () => {
      const site = await addEntry(await addClassify())
      const body = { menuId: site, content: 'anonymous' }
      expect((await server.client().post('/app/menu/evaluate/add', body)).status).toBe(401)
      expect((await admin.post('/app/menu/evaluate/add', body)).status).toBe(401)
      expect((await admin.post('/admin/menu/evaluate/add', body)).status).toBe(404)
      const left = await admin.post<{ list: unknown[] }>('/admin/menu/evaluate/page', { menuId: site })
      expect(left.data.list).toEqual([])
    })
  })
})
