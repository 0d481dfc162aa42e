/** A small seeded generator for property tests: a failure replays with the same data. */
export function random(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0
    return s / 2 ** 32
  }
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] }
}
