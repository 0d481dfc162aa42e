import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts'

/** A password as people may choose it. */
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX)
