import { type RefObject, useLayoutEffect, useState } from 'react'

export interface TableBox {
  /** the height left for the rows (the header taken off), so that the body scrolls inside the page */
  bodyHeight?: number
  /** the width the columns share */
  width?: number
}

/** The room a table has inside `box`, following the box's size: its rows' height and its width. */
export function useTableBox(box: RefObject<HTMLElement | null>): TableBox {
  const [size, setSize] = useState<TableBox>({})
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => {
      const header = el.querySelector('.ant-table-header')?.getBoundingClientRect().height ?? 47
      const bodyHeight = Math.max(120, Math.floor(el.clientHeight - header))
      const width = el.clientWidth
      setSize((s) => (s.bodyHeight === bodyHeight && s.width === width ? s : { bodyHeight, width }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [box])
  return size
}
