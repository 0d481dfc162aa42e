import { permissionOf } from '@backroom/contract'
import type { Endpoint } from './types'

/**
 * An entity's calls and their permissions from its prefix alone: what a resource declaration
 * answers, for the widgets that declaration names (a picker, a switch), which may not import it.
 */
export function endpoint(prefix: string): Endpoint {
  return {
    prefix,
    url: (action) => `${prefix}/${action}`,
    perm: (action) => permissionOf(`${prefix}/${action}`),
  }
}
