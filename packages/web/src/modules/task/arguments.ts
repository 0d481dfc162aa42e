import { type OutputUnit, type Schema, type SchemaDraft, Validator } from '@cfworker/json-schema'

/**
 * The arguments a task hands its action, as typed in the form: JSON text checked against the
 * action's JSON Schema before anything is sent (by a validator that needs no `eval`, which the
 * console's CSP forbids). `data` is the text to send, compact, or null when none was typed.
 */
export type ArgumentsCheck =
  | { ok: true; data: string | null }
  | { ok: false; problem: 'json' }
  | { ok: false; problem: 'schema'; rule: Rule; limit: string; at: string }

/** The schema keywords the form explains in the user's language; any other is `other`. */
const RULES = [
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'required',
  'enum',
  'const',
  'additionalProperties',
  'pattern',
  'format',
] as const
export type Rule = (typeof RULES)[number] | 'other'

/** The value at a JSON pointer (`#/properties/a/maximum`) of the schema. */
function pointed(schema: unknown, pointer: string): unknown {
  let at = schema
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~')
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined
  }
  return at
}

/** Keywords whose error only says that something beneath them failed: the one beneath says what. */
const SUMMARIES = new Set([
  'properties',
  'prefixItems',
  'items',
  'additionalItems',
  'allOf',
  '$ref',
  'contains',
  'patternProperties',
  'dependentSchemas',
  'unevaluatedItems',
  'unevaluatedProperties',
  'if',
  'then',
  'else',
  'false',
])

function draftOf(schema: Record<string, unknown>): SchemaDraft {
  const uri = String(schema.$schema ?? '')
  if (uri.includes('draft-04')) return '4'
  if (uri.includes('draft-07')) return '7'
  if (uri.includes('2019-09')) return '2019-09'
  return '2020-12'
}

/** The error that says what is wrong, rather than that something beneath failed. */
function telling(errors: OutputUnit[]): OutputUnit {
  return errors.find((e) => !SUMMARIES.has(e.keyword)) ?? errors[0]
}

export function checkArguments(
  text: string | null | undefined,
  schema?: Record<string, unknown>,
): ArgumentsCheck {
  const typed = text?.trim() ?? ''
  if (!typed) return { ok: true, data: null }
  let value: unknown
  try {
    value = JSON.parse(typed)
  } catch {
    return { ok: false, problem: 'json' }
  }
  if (schema) {
    const result = new Validator(schema as Schema, draftOf(schema), false).validate(value)
    if (!result.valid) {
      const error = telling(result.errors)
      const rule = (RULES as readonly string[]).includes(error.keyword) ? (error.keyword as Rule) : 'other'
      const limit = pointed(schema, error.keywordLocation)
      return {
        ok: false,
        problem: 'schema',
        rule,
        limit: Array.isArray(limit) ? limit.map(String).join(', ') : String(limit ?? ''),
        at: error.instanceLocation.replace(/^#/, ''),
      }
    }
  }
  return { ok: true, data: JSON.stringify(value) }
}

/** Stored arguments laid out for editing; text that is not JSON stays as it is. */
export function argumentsText(data: string | null | undefined): string {
  if (!data) return ''
  try {
    return JSON.stringify(JSON.parse(data), null, 2)
  } catch {
    return data
  }
}
