import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface Violation {
  id: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * axe-core's WCAG 2 A and AA violations on the page, one line each, with the nodes and why; the
 * rules `excluded` (by id, each with its reason) left out.
 */
export async function violations(page: Page, excluded: Record<string, string> = {}) {
  await page.evaluate(AXE)
  const found = await page.evaluate(
    async ({ tags, excluded }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
      ).axe
      const rules = Object.fromEntries(excluded.map((id) => [id, { enabled: false }]))
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules })
      return result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }))
    },
    { tags: TAGS, excluded: Object.keys(excluded) },
  )
  return found.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`,
  )
}
