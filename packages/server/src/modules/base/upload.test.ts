import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(300)])
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>'

function form(name: string, content: string | Uint8Array, key?: string) {
  const f = new FormData()
  if (key !== undefined) f.append('key', key)
  f.append('file', new Blob([content]), name)
  return f
}

describe.each(dialects)('uploads on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect, { UPLOAD_MAX_MB: '0.01', UPLOAD_QUOTA_MB: '0.02' })
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())
  const upload = (c: ApiClient, body: FormData) =>
    c.request<string>('POST', '/admin/base/comm/upload', { raw: body })
  const stored = () =>
    fs.readdirSync(path.join(server.env.DATA_DIR, 'upload'), { recursive: true }).map(String)

  it('reports local mode', async () => {
    expect((await admin.get('/admin/base/comm/uploadMode')).data).toEqual({ mode: 'local', type: 'local' })
  })

  it('stores a file under a random, unguessable name in a dated folder and serves it', async () => {
    const first = await upload(admin, form('photo.png', PNG, 'photo_1234.png'))
    const second = await upload(admin, form('photo.png', PNG, 'photo_1234.png'))
    expect(first.data).toMatch(
      /^\/upload\/\d{8}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/,
    )
    expect(second.data).not.toBe(first.data)
    const file = await fetch(server.url + first.data)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it.each([
    ['photo.png', 'not a picture', '文件内容与扩展名 .png 不符'],
    ['report.pdf', PNG, '文件内容与扩展名 .pdf 不符'],
    ['archive.zip', ELF, '文件内容与扩展名 .zip 不符'],
    ['notes.txt', EXE, '文件内容与扩展名 .txt 不符'],
    ['data.json', PNG, '文件内容与扩展名 .json 不符'],
    ['run.exe', EXE, '不允许上传 .exe 文件'],
    ['page.html', '<p>hi</p>', '不允许上传 .html 文件'],
    [
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'SVG 文件不能包含脚本、事件属性或其他可执行的内容',
    ],
    [
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'SVG 文件不能包含脚本、事件属性或其他可执行的内容',
    ],
    [
      'logo.svg',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      'SVG 文件不能包含脚本、事件属性或其他可执行的内容',
    ],
    ['logo.svg', 'plain words', '文件内容与扩展名 .svg 不符'],
  ])('refuses %s whose content is %#', async (name, content, message) => {
    const before = stored()
    const r = await upload(admin, form(name, content))
    expect([r.code, r.message]).toEqual([1001, message])
    expect(stored()).toEqual(before)
  })

  it('answers a URL under the /api prefix the upload came through, served there and known to the file space', async () => {
    const r = await admin.request<string>('POST', '/api/admin/base/comm/upload', { raw: form('a.png', PNG) })
    expect(r.data).toMatch(/^\/api\/upload\/\d{8}\/[0-9a-f-]{36}\.png$/)
    const file = await fetch(server.url + r.data)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG)
    // the row keeps the URL as answered; the storage still names its file, so deleting the row removes it
    const row = await admin.post<{ id: number }>('/api/admin/space/info/add', { url: r.data, name: 'a.png' })
    expect(row.code, row.message).toBe(1000)
    const info = await admin.get<{ url: string; key: string }>('/admin/space/info/info', { id: row.data.id })
    expect([info.data.url, info.data.key]).toEqual([r.data, r.data.replace('/api/upload/', '')])
    expect((await admin.post('/admin/space/info/delete', { ids: [row.data.id] })).code).toBe(1000)
    expect((await fetch(server.url + r.data)).status).toBe(404)
  })

  it('serves SVG and HTML as attachments, never inline', async () => {
    const svg = await upload(admin, form('logo.svg', SVG))
    expect(svg.code, svg.message).toBe(1000)
    // an HTML file left in the folder by other means is a download too
    fs.writeFileSync(path.join(server.env.DATA_DIR, 'upload', 'left.html'), '<script>alert(1)</script>')
    for (const url of [svg.data, '/upload/left.html']) {
      const res = await fetch(server.url + url)
      expect(res.headers.get('content-disposition')).toBe('attachment')
      expect(res.headers.get('content-security-policy')).toContain('sandbox')
    }
  })

  it('refuses a file over the size limit and keeps nothing of it', async () => {
    const before = stored()
    const r = await upload(admin, form('big.txt', 'x'.repeat(20_000)))
    expect(r.message).toBe('文件大小不能超过 0.01MB')
    expect(stored()).toEqual(before)
  })

  it("holds each user to UPLOAD_QUOTA_MB with a clear message, and keeps the refused file's bytes out", async () => {
    await admin.addStaff('uploader', 'uploader-pw', { menuIdList: await server.menuIds('base.sys.user') })
    const c = await server.client().signIn('uploader', 'uploader-pw')
    const text = 'y'.repeat(9000)
    expect((await upload(c, form('a.txt', text))).code).toBe(1000)
    expect((await upload(c, form('b.txt', text))).code).toBe(1000)
    const before = stored()
    const over = await upload(c, form('c.txt', text))
    expect([over.code, over.message]).toEqual([1001, '上传空间已用完：每位用户最多 0.02MB'])
    expect(stored()).toEqual(before)
    await admin.addStaff('other-uploader', 'uploader-pw', {
      menuIdList: await server.menuIds('base.sys.user'),
    })
    const other = await server.client().signIn('other-uploader', 'uploader-pw')
    expect((await upload(other, form('c.txt', text))).code).toBe(1000)
  })

  it('requires a session', async () => {
    expect((await upload(server.client(), form('x.png', PNG))).status).toBe(401)
  })
})

describe.each(dialects)('uploads with PUBLIC_URL on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect, { PUBLIC_URL: 'https://shop.example.com/api/' })
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('answers URLs under PUBLIC_URL, whichever prefix the upload came through', async () => {
    for (const call of ['/admin/base/comm/upload', '/api/admin/base/comm/upload']) {
      const r = await admin.request<string>('POST', call, { raw: form('b.png', PNG) })
      expect(r.data).toMatch(/^https:\/\/shop\.example\.com\/api\/upload\/\d{8}\/[0-9a-f-]{36}\.png$/)
      const file = await fetch(server.url + new URL(r.data).pathname)
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG)
      const row = await admin.post<{ id: number }>('/admin/space/info/add', { url: r.data, name: 'b.png' })
      const info = await admin.get<{ key: string }>('/admin/space/info/info', { id: row.data.id })
      expect(info.data.key).toBe(new URL(r.data).pathname.replace('/api/upload/', ''))
    }
  })
})
