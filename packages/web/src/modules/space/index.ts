import type { ModuleDescriptor } from '../../shell'
import { FOLDERS, filesRequest } from './queries'

/** The file space: the file management page and the upload examples. */
const space: ModuleDescriptor = {
  name: 'space',
  views: [
    { path: '/space/list', label: 'views.space', viewPath: 'modules/space/views/list' },
    { path: '/space/upload', label: 'views.uploadDemo', viewPath: 'modules/space/views/upload-demo' },
  ],
  prefetch: { 'modules/space/views/list': (q) => [q.list(FOLDERS), q.request(filesRequest({ page: 1 }))] },
  // registering an upload in the space follows the upload itself, which is quiet too
  quietRequests: [/\/space\/info\/add$/],
  tables: {
    space_type: {
      title: 'space.folder',
      area: 'space',
      resource: () => import('./resources').then((m) => m.folderResource),
    },
    space_info: {
      title: 'space.file',
      area: 'space',
      resource: () => import('./resources').then((m) => m.fileResource),
    },
  },
  filePicker: () => import('./components/PickerDialog'),
}
export default space
