import { CrudPage, useCrud } from '../../../crud'
import { useAreaTexts } from '../../../shell'
import { LogTools } from '../components/log/LogTools'
import { logResource } from '../resources/log'

/** The request log: newest first, search by time range, name, action and IP; retention days; clear all. */
export default function LogPage() {
  useAreaTexts('crud', 'sys-log')
  const crud = useCrud(logResource)
  return <CrudPage crud={crud} toolbar={<LogTools />} rowActions={{ detail: true, width: 90 }} />
}
