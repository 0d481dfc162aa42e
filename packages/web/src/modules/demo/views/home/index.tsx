import { Auth } from '../../../../shell/permission/Auth'
import { RecentRequests } from '../../components/RecentRequests'
import { Shortcuts } from '../../components/Shortcuts'
import { Welcome } from '../../components/Welcome'
import './home.css'

/** The workbench: a greeting, the user's pages, and the request log for those allowed to read it. */
export default function Home() {
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
