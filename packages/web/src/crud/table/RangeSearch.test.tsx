import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RangeSearch, type RangeValue } from './RangeSearch'

const item = { name: 'price', label: 'Price', range: 'number' as const }

/** The input as the search bar holds it, reporting each value it sets. */
function Harness({ onChange }: { onChange: (v: RangeValue | undefined) => void }) {
  const [value, setValue] = useState<RangeValue | undefined>()
  return (
    <RangeSearch
      item={item}
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('a number range in the search bar', () => {
  it('sends [min, max], an open end as null, and nothing once both ends are empty', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const [min, max] = screen.getAllByRole('spinbutton')
    fireEvent.change(min, { target: { value: '5' } })
    expect(onChange).toHaveBeenLastCalledWith([5, null])
    fireEvent.change(max, { target: { value: '9.5' } })
    expect(onChange).toHaveBeenLastCalledWith([5, 9.5])
    fireEvent.change(min, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith([null, 9.5])
    fireEvent.change(max, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })
})
