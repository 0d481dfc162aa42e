/** A request that did not yield data: a business error (code 1001...), an HTTP error or a network fault. */
export class RequestError extends Error {
  constructor(
    message: string,
    /** the envelope's code, or 0 when the body had none */
    readonly code: number,
    /** the HTTP status, or 0 when no response arrived */
    readonly status: number,
    /** the body field a refusal is about (a duplicate username), when the server names one */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}
