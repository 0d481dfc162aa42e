import type { BrowserContext, Page } from 'playwright-core'

/** Attributes whose text a person sees or hears (tooltips, placeholders, accessible names). */
const SHOWN_ATTRIBUTES = [
  'placeholder',
  'aria-label',
  'title',
  'alt',
  'aria-valuetext',
  'aria-roledescription',
]

/**
 * Records every text a page shows from the start of each navigation: text nodes and the attributes
 * above, as they are added or changed (a MutationObserver), so a text shown for a moment and then
 * replaced (a flash of another language) is kept too. Read with `shownTexts`.
 */
export async function recordShownTexts(context: BrowserContext) {
  await context.addInitScript((attributes: string[]) => {
    const seen = new Set<string>()
    ;(window as unknown as { __shownTexts: Set<string> }).__shownTexts = seen
    const add = (text: string | null | undefined) => {
      const t = text?.trim()
      if (t) seen.add(t)
    }
    const hidden = (node: Node) => !!node.parentElement?.closest('script, style, noscript, template')
    const scan = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) {
        if (!hidden(root)) add((root as Text).data)
        return
      }
      if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_NODE) return
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!hidden(node)) add((node as Text).data)
        } else if (node instanceof Element) {
          for (const a of attributes) add(node.getAttribute(a))
        }
      }
    }
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') scan(r.target)
        else if (r.type === 'attributes') add((r.target as Element).getAttribute(r.attributeName!))
        else for (const node of Array.from(r.addedNodes)) scan(node)
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: attributes,
    })
  }, SHOWN_ATTRIBUTES)
}

/** Every text shown since the page's last navigation (see `recordShownTexts`), and what shows now. */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __shownTexts?: Set<string> }).__shownTexts ?? new Set<string>()
    for (const line of document.body.innerText.split('\n')) if (line.trim()) seen.add(line.trim())
    return [...seen]
  })
}

/** Forgets what was recorded so far on this page (for a screen opened without a navigation). */
export function forgetShownTexts(page: Page) {
  return page.evaluate(() => (window as unknown as { __shownTexts?: Set<string> }).__shownTexts?.clear())
}
