import type { DictData, ModuleDescriptor, ModuleQuery } from '../../shell/modules/module-types'

/** Every dictionary's entries, translated; keyed under the entries' prefix, so any edit through the kit refreshes it. */
const dictionaries = (language: string): ModuleQuery<DictData> => ({
  queryKey: ['/admin/dict/info', 'data', language],
  meta: { silent: true },
  // descriptors load with the shell: the request client comes when the data is first asked for
  queryFn: async () =>
    (await import('../../shell/request/client')).api.post<DictData>('/admin/dict/info/data', {}),
})

/** Dictionaries: types and their entries, which every dictionary-backed field reads; loaded with the session. */
const dict: ModuleDescriptor = {
  name: 'dict',
  session: dictionaries,
  dictionaries,
  quietRequests: [/\/dict\/info\/data$/],
  tables: {
    dict_type: { title: 'dict.type', area: 'dict' },
    dict_info: { title: 'dict.entry', area: 'dict' },
  },
}
export default dict
