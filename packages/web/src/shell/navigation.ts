/**
 * Lets code outside React (the request client, sign-out) move to a route. The router installs
 * its own navigate at start-up; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigateImpl: Navigate = (to) => window.location.assign(to)

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options)
}
