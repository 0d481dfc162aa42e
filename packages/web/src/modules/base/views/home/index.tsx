import { Auth, loadAreaTexts, useAreaTexts } from '../../../../shell'
import { RecentRequests } from '../../components/home/RecentRequests'
import { Shortcuts } from '../../components/home/Shortcuts'
import { Welcome } from '../../components/home/Welcome'
import './home.css'

// the home page's code comes with the user's data at sign-in, so that it shows with the layout:
// its texts come with its code rather than after it, behind a loading fallback
await loadAreaTexts('home')

/** The workbench: a greeting, the user's pages, and the request log for those allowed to read it. */
export default function Home() {
  useAreaTexts('home')
  return (
    <div className="workbench">
      <Welcome />
      <Shortcuts />
      <Auth rule="base:sys:log:page">
        <RecentRequests />
      </Auth>
    </div>
  )
}
