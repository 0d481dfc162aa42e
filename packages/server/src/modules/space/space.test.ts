import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, dialects, startServer, type TestServer } from '../../test/harness.ts'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** The reference console's categories, written out here so that a change to the lists shows. */
const EXPECTED: [string, string][] = [
  ...'bmp jpg jpeg png tif gif svg webp'.split(' ').map((e) => [e, 'image'] as [string, string]),
  ...'avi wmv mpg mpeg mov rm ram swf flv mp4'.split(' ').map((e) => [e, 'video'] as [string, string]),
  ...'mp3 wav wma mp2 flac midi ra ape aac cda'.split(' ').map((e) => [e, 'audio'] as [string, string]),
  ...'doc docx docm dot dotx dotm'.split(' ').map((e) => [e, 'word'] as [string, string]),
  ...'xls xlsx xlsm xlt xltx xltm'.split(' ').map((e) => [e, 'excel'] as [string, string]),
  ...'ppt pptx pptm ppsx ppsm pps potx potm dpt dps'.split(' ').map((e) => [e, 'ppt'] as [string, string]),
  ['pdf', 'pdf'],
  ['rar', 'rar'],
  ['zip', 'rar'],
  ['txt', 'file'],
  ['exe', 'file'],
]

function form(name: string, content: Uint8Array) {
  const f = new FormData()
  f.append('file', new Blob([content]), name)
  return f
}

async function upload(admin: ApiClient, name: string, content: Uint8Array) {
  const r = await admin.request<string>('POST', '/admin/base/comm/upload', { raw: form(name, content) })
  expect(r.code, r.message).toBe(1000)
  return r.data
}

async function add(admin: ApiClient, body: Record<string, unknown>) {
  const r = await admin.post<{ id: number }>('/admin/space/info/add', body)
  expect(r.code, r.message).toBe(1000)
  return r.data.id
}

async function folder(admin: ApiClient, name: string, parentId: number | null = null) {
  const r = await admin.post<{ id: number }>('/admin/space/type/add', { name, parentId })
  expect(r.code, r.message).toBe(1000)
  return r.data.id
}

const info = (admin: ApiClient, id: number) =>
  admin.get<Record<string, unknown> | undefined>('/admin/space/info/info', { id }).then((r) => r.data)

describe.each(dialects)('file space on %s', (dialect) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialect)
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('keeps folders as a tree: a name of 1 to 20 characters, an existing parent, no cycle', async () => {
    const empty = await admin.post('/admin/space/type/add', { name: '  ' })
    expect(empty.code).toBe(1001)
    const long = await admin.post('/admin/space/type/add', { name: 'x'.repeat(21) })
    expect(long.code).toBe(1001)
    const orphan = await admin.post('/admin/space/type/add', { name: 'orphan', parentId: 999999 })
    expect(orphan.code).toBe(1001)
    const top = await folder(admin, 'x'.repeat(20))
    const child = await folder(admin, 'child', top)
    const cycle = await admin.post('/admin/space/type/update', { id: top, parentId: child })
    expect(cycle.code).toBe(1001)
  })

  it.each(EXPECTED)('files a .%s as %s', async (ext, type) => {
    const id = await add(admin, { url: `/upload/20260101/a.${ext}`, name: `a.${ext}`, type: 'image' })
    expect((await info(admin, id))?.type).toBe(type)
  })

  it('reads the type from the name when the URL has no known extension, and refuses unknown folders', async () => {
    const id = await add(admin, { url: 'https://example.com/get?id=7', name: 'Report.PDF' })
    expect(await info(admin, id)).toMatchObject({ type: 'pdf', key: null, version: 1 })
    const r = await admin.post('/admin/space/info/add', { url: '/x.png', name: 'x.png', classifyId: 999999 })
    expect([r.code, r.message]).toEqual([1001, '文件夹不存在'])
  })

  it('pages by type, folder and keyword', async () => {
    const box = await folder(admin, 'box')
    const marker = `m${Date.now().toString(36)}`
    const png = await add(admin, {
      url: '/upload/20260101/p.png',
      name: `${marker}-pic.png`,
      classifyId: box,
    })
    await add(admin, { url: '/upload/20260101/d.pdf', name: `${marker}-doc.pdf`, classifyId: box })
    await add(admin, { url: '/upload/20260101/q.png', name: 'other.png', classifyId: box })
    const page = (body: Record<string, unknown>) =>
      admin
        .post<{ list: { id: number }[]; pagination: { total: number } }>('/admin/space/info/page', {
          page: 1,
          size: 20,
          ...body,
        })
        .then((r) => r.data)
    expect((await page({ classifyId: box })).pagination.total).toBe(3)
    expect((await page({ classifyId: box, type: 'image', keyWord: marker })).list.map((r) => r.id)).toEqual([
      png,
    ])
  })

  it('moves the files of a deleted folder to the nearest remaining folder, or deletes them when asked', async () => {
    const top = await folder(admin, 'top')
    const mid = await folder(admin, 'mid', top)
    const leaf = await folder(admin, 'leaf', mid)
    const inLeaf = await add(admin, { url: '/upload/20260101/l.png', name: 'l.png', classifyId: leaf })
    const inMid = await add(admin, { url: '/upload/20260101/m.png', name: 'm.png', classifyId: mid })
    expect((await admin.post('/admin/space/type/delete', { ids: [mid] })).code).toBe(1000)
    expect((await info(admin, inLeaf))?.classifyId).toBe(top)
    expect((await info(admin, inMid))?.classifyId).toBe(top)
    expect((await admin.get('/admin/space/type/info', { id: leaf })).data).toBeFalsy()

    const bad = await admin.post('/admin/space/type/delete', { ids: [top], deleteFiles: 'yes' })
    expect(bad.code).toBe(1001)
    const url = await upload(admin, 'kept.png', PNG)
    const stored = await add(admin, { url, name: 'kept.png', classifyId: top })
    expect((await fetch(server.url + url)).status).toBe(200)
    expect((await admin.post('/admin/space/type/delete', { ids: [top], deleteFiles: true })).code).toBe(1000)
    expect(await info(admin, inLeaf)).toBeFalsy()
    expect(await info(admin, stored)).toBeFalsy()
    expect((await fetch(server.url + url)).status).toBe(404)
  })

  it('moves files of a deleted top folder out of every folder', async () => {
    const top = await folder(admin, 'alone')
    const file = await add(admin, { url: '/upload/20260101/a.png', name: 'a.png', classifyId: top })
    expect((await admin.post('/admin/space/type/delete', { ids: [top] })).code).toBe(1000)
    expect((await info(admin, file))?.classifyId).toBeNull()
  })

  it('removes a stored file once no row points at it', async () => {
    const url = await upload(admin, 'twice.png', PNG)
    const first = await add(admin, { url, name: 'twice.png' })
    const second = await add(admin, { url, name: 'copy.png' })
    expect((await info(admin, first))?.key).toBe(url.replace('/upload/', ''))
    expect((await admin.post('/admin/space/info/delete', { ids: [first] })).code).toBe(1000)
    expect((await fetch(server.url + url)).status).toBe(200)
    expect((await admin.post('/admin/space/info/delete', { ids: [second] })).code).toBe(1000)
    expect((await fetch(server.url + url)).status).toBe(404)
  })

  it("adds only files the caller uploaded, so deleting a row cannot remove another user's file", async () => {
    const username = `keeper${Date.now().toString(36)}`
    await admin.addStaff(username, 'staff-pw', { menuIdList: await server.menuIds('space.list.perms') })
    const staff = await server.client().signIn(username, 'staff-pw')

    const avatar = await upload(admin, 'avatar.png', PNG)
    expect((await admin.post('/admin/base/comm/personUpdate', { headImg: avatar })).code).toBe(1000)
    const theirs = await staff.post('/admin/space/info/add', { url: avatar, name: 'avatar.png' })
    expect([theirs.code, theirs.message]).toEqual([1001, '只能添加自己上传的文件'])
    const own = await upload(staff, 'own.png', PNG)
    const id = await add(staff, { url: own, name: 'own.png' })
    const swap = await staff.post('/admin/space/info/update', { id, url: avatar, name: 'own.png' })
    expect(swap.code).toBe(1001)
    expect((await staff.post('/admin/space/info/delete', { ids: [id] })).code).toBe(1000)
    expect((await fetch(server.url + own)).status).toBe(404)
    expect((await fetch(server.url + avatar)).status).toBe(200)
    // the super administrator is held to the same rule
    expect((await admin.post('/admin/space/info/add', { url: own, name: 'own.png' })).code).toBe(1001)
  })

  it('never removes a stored file whose upload nobody recorded, as with files from older versions', async () => {
    const url = await upload(admin, 'legacy.png', PNG)
    const id = await add(admin, { url, name: 'legacy.png' })
    await server.app.ctx.db
      .deleteFrom('base_upload_file')
      .where('key', '=', url.replace('/upload/', ''))
      .execute()
    expect((await admin.post('/admin/space/info/delete', { ids: [id] })).code).toBe(1000)
    expect((await fetch(server.url + url)).status).toBe(200)
  })
})

describe('uploads with PUBLIC_URL', () => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startServer(dialects[0], { PUBLIC_URL: 'https://admin.example.com/' })
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('answers absolute URLs and serves the file under /api/upload/ with its type, a long cache and nosniff', async () => {
    const url = await upload(admin, 'doc.pdf', PDF)
    expect(url).toMatch(/^https:\/\/admin\.example\.com\/upload\/\d{8}\/[0-9a-f-]{36}\.pdf$/)
    const res = await fetch(`${server.url}/api${new URL(url).pathname}`)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const id = await add(admin, { url, name: 'doc.pdf' })
    expect((await info(admin, id))?.key).toBe(new URL(url).pathname.replace('/upload/', ''))
  })
})

describe.each(dialects)('uploads to an S3-compatible server on %s', (dialect) => {
  let s3: S3rver
  let server: TestServer
  let admin: ApiClient
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-s3-'))
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'files' }],
    })
    const { port } = await s3.run()
    server = await startServer(dialect, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'files',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    })
    admin = await server.client().signIn()
  })
  afterAll(async () => {
    await server.close()
    await s3.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('reports uploads through the server into the bucket', async () => {
    expect((await admin.get('/admin/base/comm/uploadMode')).data).toEqual({ mode: 'local', type: 's3' })
  })

  it('checks the file, stores it under app/base, serves it from the bucket and deletes it with its last row', async () => {
    const refused = await admin.request('POST', '/admin/base/comm/upload', { raw: form('fake.png', PDF) })
    expect(refused.code).toBe(1001)
    const url = await upload(admin, 'photo.png', PNG)
    expect(url).toMatch(/\/files\/app\/base\/\d{8}\/[0-9a-f-]{36}\.png$/)
    const res = await fetch(url)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(fs.readdirSync(path.join(server.env.DATA_DIR, 'upload'), { recursive: true }).map(String)).toEqual(
      ['.incoming'],
    )
    const id = await add(admin, { url, name: 'photo.png' })
    expect((await info(admin, id))?.key).toMatch(/^\d{8}\/[0-9a-f-]{36}\.png$/)
    expect((await admin.post('/admin/space/info/delete', { ids: [id] })).code).toBe(1000)
    expect((await fetch(url)).status).toBe(404)
  })
})

describe('uploads to an S3-compatible server that is down', () => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    // a port nothing listens on; the quota holds three of these files, not four
    server = await startServer(dialects[0], {
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      UPLOAD_QUOTA_MB: String((PNG.length * 3.5) / 1024 / 1024),
    })
    admin = await server.client().signIn()
  })
  afterAll(() => server.close())

  it('answers a readable error and gives the quota back', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await admin.request('POST', '/admin/base/comm/upload', { raw: form('photo.png', PNG) })
      expect([r.status, r.code, r.message]).toEqual([200, 1001, '文件存储暂不可用，请稍后再试'])
    }
  })
})
