import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The height left for a table's rows inside `box` (its header taken off), so that the body
 * scrolls inside the page and the header and pager stay in view. Follows the box's size.
 */
export function useBodyHeight(box: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => {
      const header = el.querySelector('.ant-table-header')?.getBoundingClientRect().height ?? 47
      const next = Math.max(120, Math.floor(el.clientHeight - header))
      setHeight((h) => (h === next ? h : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [box])
  return height
}
