import type { Language } from '@backroom/contract'
import type { z } from 'zod'
import { format, issueTexts } from './messages.ts'

type Issue = z.core.$ZodIssue

function at(data: unknown, path: PropertyKey[]): unknown {
  let v = data
  for (const k of path)
    v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined
  return v
}

/** A union's most relevant branch: one whose input shape matched (no type error at its root). */
function pickBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] {
  const branches = issue.errors ?? []
  return (
    branches.find((b) => !b.some((i) => i.code === 'invalid_type' && i.path.length === 0)) ??
    branches[0] ??
    []
  )
}

function describe(issue: Issue, data: unknown, prefix: PropertyKey[], lang: Language): string[] {
  const path = [...prefix, ...issue.path]
  if (issue.code === 'invalid_union') {
    const branch = pickBranch(issue)
    if (branch.length) return branch.flatMap((i) => describe(i, data, path, lang))
  }
  const field = path.length ? path.map(String).join('.') : 'body'
  const t = (key: keyof typeof issueTexts, params: Record<string, unknown> = {}) =>
    format(issueTexts[key][lang], lang, { field, ...params })
  switch (issue.code) {
    case 'invalid_type':
      return [at(data, path) === undefined ? t('required') : t('type', { expected: issue.expected })]
    case 'too_big':
      return [
        t(issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig', { n: issue.maximum }),
      ]
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1 && at(data, path) === '') return [t('required')]
      return [
        t(issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall', {
          n: issue.minimum,
        }),
      ]
    case 'invalid_format':
      return [t('format')]
    case 'invalid_value':
    case 'invalid_union':
      return [t('value')]
    default:
      return [t('format')]
  }
}

/** The body field the first issue is about (inside the union branch that describes it), if any. */
export function issueField(issues: readonly Issue[]): string | undefined {
  const issue = issues[0]
  if (!issue) return undefined
  const branch = issue.code === 'invalid_union' ? pickBranch(issue) : []
  const name = issue.path[0] ?? (branch.length ? issueField(branch) : undefined)
  return typeof name === 'string' ? name : undefined
}

/** One readable sentence for a failed validation, in the caller's language. */
export function describeIssues(issues: readonly Issue[], data: unknown, lang: Language): string {
  return [...new Set(issues.flatMap((i) => describe(i, data, [], lang)))].slice(0, 5).join('; ')
}
