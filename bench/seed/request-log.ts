import { pick } from './random.ts'

export interface LogRow {
  userId: number
  action: string
  ip: string
  params: string
}

const PAGE = JSON.stringify({ page: 1, size: 20, order: 'createTime', sort: 'desc' })

/** Calls an admin console makes all day, with the parameters it sends. */
const CALLS: [action: string, params: string][] = [
  ['/admin/base/comm/person', '{}'],
  ['/admin/base/comm/permmenu', '{}'],
  ['/admin/base/sys/user/page', PAGE],
  ['/admin/base/sys/user/info', '{"id":"42"}'],
  ['/admin/base/sys/user/update', '{"id":42,"nickName":"Ava","password":"******"}'],
  ['/admin/base/sys/role/list', '{}'],
  ['/admin/base/sys/department/list', '{}'],
  ['/admin/base/sys/log/page', PAGE],
  ['/admin/dict/info/data', '{"types":["brand","occupation"]}'],
  ['/admin/dict/info/add', '{"typeId":19,"name":"COOL","value":"cool"}'],
  ['/admin/base/open/captcha', '{}'],
  ['/admin/base/open/login', '{"username":"admin","password":"******","verifyCode":"******"}'],
]

/** Ids of the generated users. */
export interface UserIds {
  firstId: number
  count: number
}

/** One request-log row: mostly the admin's, otherwise one of the generated users'. */
export function logRow(random: () => number, users: UserIds): LogRow {
  const [action, params] = pick(random, CALLS)
  const userId = random() < 0.7 ? 1 : users.firstId + Math.floor(random() * users.count)
  const ip =
    random() < 0.6
      ? `192.168.${Math.floor(random() * 4)}.${2 + Math.floor(random() * 250)}`
      : `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${2 + Math.floor(random() * 250)}`
  return { userId, action, ip, params }
}
