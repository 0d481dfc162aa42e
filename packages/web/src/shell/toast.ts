/**
 * Short notices that must work on every screen, with or without Ant Design loaded (the sign-in
 * page has none) and across a sign-out. Styled in shell.css.
 */
type Kind = 'success' | 'error' | 'warning' | 'info'

let container: HTMLDivElement | undefined

function host(): HTMLDivElement {
  if (!container?.isConnected) {
    container = document.createElement('div')
    container.className = 'toast-host'
    container.setAttribute('role', 'status')
    container.setAttribute('aria-live', 'polite')
    document.body.append(container)
  }
  return container
}

function show(kind: Kind, text: string, ms = 3000) {
  const item = document.createElement('div')
  item.className = `toast toast-${kind}`
  item.textContent = text
  host().append(item)
  setTimeout(() => {
    item.classList.add('leaving')
    setTimeout(() => item.remove(), 300)
  }, ms)
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text, 4000),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
}
