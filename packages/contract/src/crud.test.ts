import { describe, expect, it } from 'vitest'
import { ListQuery, PageQuery } from './crud.ts'
import { FILTER_TEXT_MAX } from './limits.ts'

const long = 'x'.repeat(FILTER_TEXT_MAX + 1)
const pathsOf = (body: unknown) => ListQuery.safeParse(body).error?.issues.map((i) => i.path)

describe('filters of a page or list', () => {
  it('refuses a keyword or a filter text past FILTER_TEXT_MAX, at the field it is in', () => {
    expect(pathsOf({ keyWord: long })).toEqual([['keyWord']])
    expect(pathsOf({ name: long })).toEqual([['name']])
    expect(pathsOf({ departmentIds: ['a', long] })).toEqual([['departmentIds', 1]])
    expect(PageQuery.safeParse({ keyWord: long }).success).toBe(false)
  })

  it('keeps the resource filters of the remainder as they were sent', () => {
    const body = {
      keyWord: 'x'.repeat(FILTER_TEXT_MAX),
      status: 1,
      departmentIds: [1, 2],
      createTime: ['a', null],
    }
    expect(ListQuery.parse(body)).toEqual(body)
  })
})
