/** A slim bar at the top of the window while requests are running; styled in shell.css. */
let running = 0
let bar: HTMLDivElement | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div')
    bar.className = 'request-progress'
    bar.setAttribute('aria-hidden', 'true')
    document.body.append(bar)
  }
  return bar
}

export function progressStart() {
  running++
  clearTimeout(hideTimer)
  const el = element()
  el.classList.remove('done')
  el.classList.add('running')
}

export function progressDone() {
  running = Math.max(0, running - 1)
  if (running > 0) return
  const el = element()
  el.classList.add('done')
  hideTimer = setTimeout(() => el.classList.remove('running', 'done'), 300)
}
