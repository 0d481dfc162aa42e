import { createRoot } from 'react-dom/client'
import { App } from './shell/App'
import { startI18n } from './shell/i18n/i18n'
import { navigateTo } from './shell/navigation'
import { configureClient } from './shell/request/client'
import { endSession, followOtherTabs, loadUserData } from './shell/session/session'
import { followTheme } from './shell/theme/theme-store'
import './shell/shell.css'

configureClient({
  onSessionEnd: () => endSession('expired'),
  navigate(path) {
    navigateTo(path)
    // a refused call means the permissions held here are out of date
    if (path === '/403') void loadUserData({ quietly: true })
  },
})
followTheme()
followOtherTabs()
await startI18n()
createRoot(document.getElementById('app')!).render(<App />)
