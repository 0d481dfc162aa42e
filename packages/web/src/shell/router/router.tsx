import { createBrowserRouter } from 'react-router'
import { LoadingScreen } from '../LoadingScreen'
import { setNavigator } from '../navigation'
import { Guard } from './Guard'

const errorPage = (code: 401 | 403 | 404 | 500 | 502) => ({
  path: `/${code}`,
  lazy: async () => {
    const { ErrorPage } = await import('../errors/ErrorPage')
    return { element: <ErrorPage code={code} /> }
  },
})

/**
 * Sign-in and the error pages stand alone; every other path is drawn by the layout, which finds
 * the page among the user's menus and the modules' static views (see resolve-route.ts).
 */
export const router = createBrowserRouter([
  {
    element: <Guard />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('../login/LoginPage')).LoginPage }) },
      errorPage(401),
      errorPage(403),
      errorPage(404),
      errorPage(500),
      errorPage(502),
      { path: '*', lazy: async () => ({ Component: (await import('../layout/Layout')).Layout }) },
    ],
  },
])

setNavigator((to, options) => router.navigate(to, options))
