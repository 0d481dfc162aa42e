import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ResolvedField } from '../types'
import { DateTimeInput } from './DateTimeInput'
import { FieldInput } from './FieldInput'

afterEach(cleanup)

describe('the date-time input', () => {
  it('shows the wire time as it is sent', () => {
    render(<DateTimeInput value="2026-05-01 08:30:00" />)
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-05-01 08:30:00')
  })

  it('hands on null once cleared', () => {
    const onChange = vi.fn()
    const { container } = render(<DateTimeInput value="2026-05-01 08:30:00" onChange={onChange} />)
    fireEvent.mouseDown(container.querySelector('.ant-picker-clear')!)
    fireEvent.mouseUp(container.querySelector('.ant-picker-clear')!)
    fireEvent.click(container.querySelector('.ant-picker-clear')!)
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('is what a resource form shows for a datetime column', () => {
    const field = {
      name: 'onShelfTime',
      kind: 'datetime',
      required: false,
      requiredOnUpdate: false,
    } as ResolvedField
    const { container } = render(<FieldInput field={field} value="2026-05-01 08:30:00" />)
    expect(container.querySelector('.ant-picker')).not.toBeNull()
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-05-01 08:30:00')
  })
})
