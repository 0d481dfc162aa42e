/** Statuses a Response may not carry a body with. */
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * `fetch` over XMLHttpRequest, for the one thing fetch cannot tell: how much of the body has gone
 * out. `onProgress` gets the sent share, 0 to 1.
 */
export function fetchWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal: AbortSignal },
  onProgress: (share: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method, url)
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () =>
      resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status }))
    xhr.onerror = () => reject(new TypeError('network error'))
    xhr.onabort = () => reject(init.signal.reason)
    if (init.signal.aborted) return reject(init.signal.reason)
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send((init.body as XMLHttpRequestBodyInit | undefined) ?? null)
  })
}
