import { lazy } from 'react'
import { modules } from '../modules/modules'

const load = modules.find((m) => m.filePicker)?.filePicker

/** The picker of the module that keeps files, loaded when first shown; without one, fields upload plainly. */
export const FilePicker = load ? lazy(load) : undefined
