import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

describe.each(dialects)('parameters on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  let n = 0
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  const add = async (data: string, dataType: number) => {
    const r = await admin.post<{ id: number }>('/admin/base/sys/param/add', {
      keyName: `p${++n}`,
      name: 'P',
      data,
      dataType,
    })
    expect(r.code, r.message).toBe(1000)
    return r.data.id
  }
  const saved = async (id: number) =>
    (await admin.get<{ data: string; dataType: number }>('/admin/base/sys/param/info', { id })).data

  it('accepts only 0, 1 and 2 as a data type', async () => {
    const id = await add('x', 0)
    for (const dataType of [3, -1, 1.5, 'rich', null]) {
      expect((await admin.post('/admin/base/sys/param/update', { id, dataType })).code).toBe(1001)
      const r = await admin.post('/admin/base/sys/param/add', {
        keyName: `bad${++n}`,
        name: 'B',
        data: 'x',
        dataType,
      })
      expect(r.code).toBe(1001)
    }
    expect((await saved(id)).dataType).toBe(0)
  })

  it('cleans the text when only the data type turns to rich text', async () => {
    const id = await add('<p>hi<script>alert(1)</script><img src=x onerror="e()"></p>', 0)
    expect((await admin.post('/admin/base/sys/param/update', { id, dataType: 1 })).code).toBe(1000)
    const { data } = await saved(id)
    expect(data).toContain('hi')
    expect(data).not.toMatch(/script|onerror/)
  })

  it('keeps only harmless style properties', async () => {
    const id = await add(
      '<p style="color: red; position: fixed; top: 0; background-color: #fff; background-image: url(https://x/y.png); text-align: center; font-weight: bold; font-style: italic; text-decoration: underline; z-index: 9">t</p>',
      1,
    )
    const style = /style="([^"]*)"/.exec((await saved(id)).data)?.[1] ?? ''
    const props = style
      .split(';')
      .map((d) => d.split(':')[0].trim())
      .filter(Boolean)
    expect(props.sort()).toEqual([
      'background-color',
      'color',
      'font-style',
      'font-weight',
      'text-align',
      'text-decoration',
    ])
  })

  it('allows data: URLs only as the picture of an <img>', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const id = await add(
      `<p><img src="${png}"><img src="data:text/html,<b>x</b>"><a href="data:text/html,<script>x</script>">l</a><video src="data:video/mp4,xx" poster="data:image/png,xx"></video></p>`,
      1,
    )
    const { data } = await saved(id)
    expect(data).toContain(`<img src="${png}" />`)
    expect(data.match(/data:/g)).toHaveLength(1)
  })
})
