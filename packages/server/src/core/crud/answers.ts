/** the most answers kept per resource (the least recently asked go first) */
const ANSWERS_MAX = 32
/** characters kept per resource: a page of 20 users is ~8,000 */
const CHARS_MAX = 500_000

/**
 * A resource's last page answers, as the JSON they were sent as, each under the write versions of
 * the tables it was read from (Paging.version): an answer serves a request with the same body,
 * scope and language only while none of those tables has been written. A small LRU: the pages an
 * administrator opens again and again stay; a search run through many keywords passes through
 * (a rotation over more bodies than it holds finds none kept).
 */
export class KeptAnswers {
  private readonly answers = new Map<string, { at: string; text: string }>()
  private chars = 0

  /** The answer kept for `key` at versions `at`, moved to the most recent end. */
  get(key: string, at: string): string | undefined {
    const kept = this.answers.get(key)
    if (kept?.at !== at) return undefined
    this.answers.delete(key)
    this.answers.set(key, kept)
    return kept.text
  }

  set(key: string, at: string, text: string) {
    this.drop(key)
    if (text.length > CHARS_MAX / 4) return
    this.answers.set(key, { at, text })
    this.chars += text.length
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= ANSWERS_MAX && this.chars <= CHARS_MAX) break
      this.drop(oldest)
    }
  }

  private drop(key: string) {
    const kept = this.answers.get(key)
    if (!kept) return
    this.answers.delete(key)
    this.chars -= kept.text.length
  }
}
