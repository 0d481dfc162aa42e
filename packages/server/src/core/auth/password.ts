import { hash, verify } from '@node-rs/argon2'

/** argon2id (`Algorithm.Argon2id` = 2, a const enum the compiler cannot import), OWASP's minimum cost */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (plain: string) => hash(plain, options)

/** False for a wrong password, a missing hash, or a hash that is not argon2 (never throws). */
export async function checkPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed?.startsWith('$argon2')) return false
  try {
    return await verify(hashed, plain)
  } catch {
    return false
  }
}
