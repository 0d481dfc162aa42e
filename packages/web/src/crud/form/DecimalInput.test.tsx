import { DemoMember } from '@backroom/contract'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyT } from '../../test/crud-wrapper'
import { defineResource } from '../resource'
import { displayText } from '../table/columns'
import { fitsDecimal } from './DecimalInput'
import { FieldInput } from './FieldInput'

const members = defineResource({
  prefix: '/admin/demo/member',
  entity: DemoMember,
  area: 'demo-crud',
  title: 'demo-crud.title',
  fields: [{ name: 'salary' }],
})
const salary = members.field('salary')!

const input = () => screen.getByRole('spinbutton') as HTMLInputElement
/** Whether a key typed with the caret at `at` (default: the end) gets through. */
const typed = (key: string, at = input().value.length) => {
  input().setSelectionRange(at, at)
  return fireEvent.keyDown(input(), { key })
}
const pasted = (text: string) => {
  input().setSelectionRange(input().value.length, input().value.length)
  return fireEvent.paste(input(), { clipboardData: { getData: () => text } })
}

afterEach(cleanup)

describe('the money input of a decimal column', () => {
  it('knows the column’s digits', () => {
    expect([salary.kind, salary.precision, salary.scale]).toEqual(['decimal', 10, 2])
  })

  it('shows an amount with its scale', () => {
    render(<FieldInput field={salary} value="19.9" />)
    expect(input().value).toBe('19.90')
    cleanup()
    render(<FieldInput field={salary} value="12345678.05" />)
    expect(input().value).toBe('12345678.05')
  })

  it('hands over the exact text typed, never a binary float', () => {
    const onChange = vi.fn()
    render(<FieldInput field={salary} onChange={onChange} />)
    fireEvent.change(input(), { target: { value: '12345678.05' } })
    expect(onChange).toHaveBeenLastCalledWith('12345678.05')
    fireEvent.change(input(), { target: { value: '0.3' } })
    expect(onChange).toHaveBeenLastCalledWith('0.3')
  })

  it('refuses a decimal or a whole digit more than the column holds', () => {
    render(<FieldInput field={salary} value="19.90" />)
    expect(typed('5')).toBe(false)
    expect(typed('5', 0)).toBe(true)
    expect(typed('.')).toBe(false)
    expect(typed('e')).toBe(false)
    expect(typed('Backspace')).toBe(true)
    expect(pasted('1.234')).toBe(false)
    cleanup()
    render(<FieldInput field={salary} value="12345678" />)
    expect(input().value).toBe('12345678.00')
    expect(typed('9', 0)).toBe(false)
    expect(typed('.', 8)).toBe(false)
    cleanup()
    render(<FieldInput field={salary} value="1234567" />)
    expect(typed('9', 0)).toBe(true)
  })

  it('takes what can still become an amount while it is typed', () => {
    expect(['', '-', '12.', '.5', '-0.05', '00012345678.9'].map((t) => fitsDecimal(t, 10, 2))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['1.234', '123456789', '1.2.3', '1e5', '--1'].map((t) => fitsDecimal(t, 10, 2))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(fitsDecimal('-1', 10, 2, false)).toBe(false)
    expect(fitsDecimal('1.', 5, 0)).toBe(false)
  })

  it('reads in a table with its scale', () => {
    expect(['19.9', 8800, '-0.5', null].map((v) => displayText(keyT, salary, undefined, v))).toEqual([
      '19.90',
      '8800.00',
      '-0.50',
      '',
    ])
  })
})
