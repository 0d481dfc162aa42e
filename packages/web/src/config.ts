/** Facts about this build of the console that more than one part needs. */
export const APP_NAME = 'Backroom'
/** the server answers the API under `/api`; the dev server proxies it (vite.config.ts) */
export const API_BASE = '/api'
export const REQUEST_TIMEOUT_MS = 30_000
export const UPLOAD_TIMEOUT_MS = 600_000
