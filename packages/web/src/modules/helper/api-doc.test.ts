import { describe, expect, it } from 'vitest'
import { groupOperations } from './api-doc'

const doc = {
  paths: {
    '/admin/base/sys/user/page': {
      post: {
        summary: '分页查询',
        tags: ['base'],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
    '/admin/base/sys/user/info': {
      get: {
        summary: '单个信息',
        tags: ['base'],
        parameters: [{ name: 'id', in: 'query', schema: { type: 'integer' } }],
      },
    },
    '/admin/dict/info/data': { post: { summary: '获得字典数据', tags: ['dict'] } },
  },
}

describe('API reference', () => {
  it('groups routes by module, sorted by path, with their body or query schema', () => {
    expect(groupOperations(doc)).toEqual([
      {
        tag: 'base',
        operations: [
          {
            key: 'get /admin/base/sys/user/info',
            method: 'get',
            path: '/admin/base/sys/user/info',
            summary: '单个信息',
            body: { id: { type: 'integer' } },
          },
          {
            key: 'post /admin/base/sys/user/page',
            method: 'post',
            path: '/admin/base/sys/user/page',
            summary: '分页查询',
            body: { type: 'object' },
          },
        ],
      },
      {
        tag: 'dict',
        operations: [
          {
            key: 'post /admin/dict/info/data',
            method: 'post',
            path: '/admin/dict/info/data',
            summary: '获得字典数据',
            body: undefined,
          },
        ],
      },
    ])
  })

  it('keeps the routes whose path or summary match the filter', () => {
    expect(groupOperations(doc, 'USER/PAGE').flatMap((g) => g.operations.map((o) => o.path))).toEqual([
      '/admin/base/sys/user/page',
    ])
    expect(groupOperations(doc, '字典').map((g) => g.tag)).toEqual(['dict'])
  })
})
