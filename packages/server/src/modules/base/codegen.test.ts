import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, readConfig } from '../../app.ts'
import {
  ADMIN_PASSWORD,
  ApiClient,
  dropEnv,
  freshEnv,
  startServer,
  type TestServer,
} from '../../test/harness.ts'

const DICT_SOURCE = fs.readFileSync(
  new URL('../../../../contract/src/entities/dict.ts', import.meta.url),
  'utf8',
)

describe('code generator helpers', () => {
  let server: TestServer
  let root: ApiClient
  const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-src-'))
  beforeAll(async () => {
    fs.mkdirSync(path.join(sourceDir, 'modules'))
    server = await startServer('sqlite', { SOURCE_DIR: sourceDir })
    root = await server.client().signIn()
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(sourceDir, { recursive: true, force: true })
  })

  it('reads an entity declaration without running it', async () => {
    const r = await root.post<{
      tableName: string
      className: string
      path: string
      columns: Record<string, unknown>[]
    }>('/admin/base/sys/menu/parse', { module: 'dict', entity: DICT_SOURCE })
    expect(r.data).toMatchObject({
      tableName: 'dict_type',
      className: 'DictTypeEntity',
      path: '/admin/dict/type',
    })
    expect(r.data.columns).toEqual([
      { propertyName: 'name', type: 'varchar', length: '100', comment: '名称', nullable: false },
      { propertyName: 'key', type: 'varchar', length: '100', comment: '标识', nullable: false },
    ])
  })

  it('reads nullable columns and defaults', async () => {
    const entity = `export const Goods = entity('shop_goods', 'ShopGoodsEntity', {
      title: col.string(50, '标题'),
      price: col.decimal(10, 2, '价格'),
      stock: col.int('库存').default(0),
      onSale: col.boolean('上架').default(true),
      remark: col.text('备注').nullable(),
    })`
    const r = await root.post<{ path: string; fileName: string; columns: Record<string, unknown>[] }>(
      '/admin/base/sys/menu/parse',
      {
        module: 'shop',
        entity,
      },
    )
    expect(r.data).toMatchObject({ path: '/admin/shop/goods', fileName: 'goods' })
    expect(r.data.columns).toEqual([
      { propertyName: 'title', type: 'varchar', length: '50', comment: '标题', nullable: false },
      { propertyName: 'price', type: 'decimal', length: '10', comment: '价格', nullable: false },
      { propertyName: 'stock', type: 'int', length: '', comment: '库存', nullable: false, defaultValue: 0 },
      {
        propertyName: 'onSale',
        type: 'boolean',
        length: '',
        comment: '上架',
        nullable: false,
        defaultValue: true,
      },
      { propertyName: 'remark', type: 'text', length: '', comment: '备注', nullable: true },
    ])
  })

  it('refuses source it cannot read', async () => {
    const r = await root.post('/admin/base/sys/menu/parse', { module: 'shop', entity: 'process.exit(1)' })
    expect(r.message).toBe('代码结构不正确，请检查')
  })

  it('writes new files into a module, never over an existing one, never outside it', async () => {
    const body = { module: 'shop', fileName: 'goods', entity: '// entity', service: '// service' }
    const r = await root.post<{ files: string[] }>('/admin/base/sys/menu/create', body)
    expect(r.data.files.sort()).toEqual(['modules/shop/goods.service.ts', 'modules/shop/goods.ts'])
    expect(fs.readFileSync(path.join(sourceDir, 'modules/shop/goods.ts'), 'utf8')).toBe('// entity')
    expect((await root.post('/admin/base/sys/menu/create', body)).message).toBe('文件 goods.ts 已存在')
    expect((await root.post('/admin/base/sys/menu/create', { ...body, fileName: '../escape' })).code).toBe(
      1001,
    )
    expect((await root.post('/admin/base/sys/menu/create', { ...body, module: '../../etc' })).code).toBe(1001)
    expect(fs.existsSync(path.join(sourceDir, 'escape.ts'))).toBe(false)
  })

  it('answers only the super-admin, even for holders of the permission', async () => {
    await root.post('/admin/base/sys/menu/add', {
      name: 'Parse',
      type: 2,
      parentId: 3,
      perms: 'base:sys:menu:parse',
    })
    const menus = await root.post<{ id: number; name: string }[]>('/admin/base/sys/menu/list', {})
    const parse = menus.data.find((m) => m.name === 'Parse')!.id
    await root.addStaff('dev', 'dev-pass', { menuIdList: [3, parse] })
    const dev = await server.client().signIn('dev', 'dev-pass')
    expect(
      (await dev.post('/admin/base/sys/menu/parse', { module: 'dict', entity: DICT_SOURCE })).message,
    ).toBe('只有超级管理员可以操作超管角色或其用户')
  })
})

describe('code generator helpers in production', () => {
  const env = freshEnv('sqlite')
  afterAll(() => dropEnv(env))

  it('refuses even the super-admin', async () => {
    const { BACKROOM_TEST_CAPTCHA, ...rest } = env
    const app = await createApp(readConfig({ ...rest, NODE_ENV: 'production' }), { logger: false })
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' })
      const client = new ApiClient(`http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`)
      const captchaId = await client.captcha()
      const verifyCode = (await app.ctx.cache.get<string>(`captcha:${captchaId}`)) ?? ''
      const login = await client.post<{ token: string }>('/admin/base/open/login', {
        username: 'admin',
        password: ADMIN_PASSWORD,
        captchaId,
        verifyCode,
      })
      client.token = login.data.token
      expect(
        (await client.post('/admin/base/sys/menu/parse', { module: 'dict', entity: DICT_SOURCE })).message,
      ).toBe('只能在开发环境下使用')
    } finally {
      await app.close()
    }
  })
})
