import type { DictEntry, ModuleDescriptor, ModuleQuery } from '../../shell'

/**
 * One dictionary's entries, translated, asked for when a screen shows a field of it (a shop may
 * keep 100,000 entries: never all at sign-in); keyed under the entries' prefix, so any edit
 * through the kit refreshes it.
 */
const dictionary = (language: string, type: string): ModuleQuery<DictEntry[]> => ({
  queryKey: ['/admin/dict/info', 'data', language, type],
  meta: { silent: true },
  queryFn: async () => {
    // the shell's door (the request client) comes when a dictionary is first asked for: a descriptor
    // is read at start-up by the shell, which must not import it back
    const { api } = await import('../../shell')
    const data = await api.post<Record<string, DictEntry[]>>('/admin/dict/info/data', { types: [type] })
    return data[type] ?? []
  },
})

/** Dictionaries: types and their entries, which every dictionary-backed field reads. */
const dict: ModuleDescriptor = {
  name: 'dict',
  dictionary,
  prefetch: { 'modules/dict/views/list': (q) => [q.list('/admin/dict/type'), q.eps()] },
  quietRequests: [/\/dict\/info\/data$/],
  tables: {
    dict_type: {
      title: 'dict.type',
      area: 'dict',
      resource: () => import('./resources').then((m) => m.dictTypeResource),
    },
    dict_info: {
      title: 'dict.entry',
      area: 'dict',
      resource: () => import('./resources').then((m) => m.dictInfoResource),
    },
  },
}
export default dict
