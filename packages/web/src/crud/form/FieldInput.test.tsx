import { SysDepartment, SysUser } from '@backroom/contract'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineResource } from '../resource'
import { FieldInput } from './FieldInput'

const departments = defineResource({
  prefix: '/admin/base/sys/department',
  entity: SysDepartment,
  area: 'sys-department',
  title: 'sys-department.title',
  fields: [{ name: 'orderNum' }],
})
const users = defineResource({
  prefix: '/admin/base/sys/user',
  entity: SysUser,
  area: 'sys-user',
  title: 'sys-user.title',
  fields: [{ name: 'departmentId' }, { name: 'username' }],
})

/** Whether a key typed into the field gets through (false: the field refused it). */
const typed = (key: string) => fireEvent.keyDown(screen.getByRole('spinbutton'), { key })

afterEach(cleanup)

describe('field inputs', () => {
  it('take only digits in a sort number', () => {
    expect(departments.field('orderNum')?.min).toBe(0)
    render(<FieldInput field={departments.field('orderNum')!} />)
    expect(['1', '0', '9'].map(typed)).toEqual([true, true, true])
    expect(['-', '.', 'e', 'a', '+'].map(typed)).toEqual([false, false, false, false, false])
    expect(['Backspace', 'ArrowLeft', 'Tab'].map(typed)).toEqual([true, true, true])
  })

  it('take a minus sign where the number may be negative, never a decimal point', () => {
    expect(users.field('departmentId')?.min).toBeUndefined()
    render(<FieldInput field={users.field('departmentId')!} />)
    expect(['-', '7', '.'].map(typed)).toEqual([true, true, false])
  })

  it('never cut a text: the length is a rule, not a limit of the input', () => {
    render(<FieldInput field={users.field('username')!} />)
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBeNull()
  })
})
