import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { buildTree } from '../../../crud'
import { api, listQuery, requestQuery, toast, uploadFile } from '../../../shell'
import { type FileQuery, FOLDERS, filesRequest } from '../queries'
import { fileResource, folderResource, type SpaceFile, type SpaceFolder } from '../resources'

export { PAGE_SIZE } from '../queries'

export function useFolders() {
  const query = useQuery(listQuery<SpaceFolder>(FOLDERS))
  const rows = query.data ?? []
  const tree = useMemo(() => buildTree(query.data ?? []), [query.data])
  return { rows, tree, loading: query.isPending, refetch: query.refetch }
}

export function useFiles(q: FileQuery) {
  return useQuery(requestQuery<{ list: SpaceFile[]; pagination: { total: number } }>(filesRequest(q)))
}

/** Uploads files one by one and registers each in the folder; the listing refreshes after each. */
export function useSpaceUpload(classifyId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const url = await uploadFile(file)
      await api.post(fileResource.url('add'), {
        url,
        name: file.name,
        size: file.size,
        fileId: crypto.randomUUID(),
        classifyId: classifyId ?? null,
      })
      return url
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [fileResource.prefix] }),
  })
}

/** Writes and deletes of files and folders, each refreshing what it changed. */
export function useSpaceWrites() {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all(
      [folderResource.prefix, fileResource.prefix].map((p) =>
        queryClient.invalidateQueries({ queryKey: [p] }),
      ),
    )
  const update = useMutation({
    mutationFn: (body: Partial<SpaceFile> & { id: number }) => api.post(fileResource.url('update'), body),
    onSuccess: refresh,
    onError: (err: Error) => toast.error(err.message),
  })
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.post(fileResource.url('delete'), { ids }),
    onSuccess: refresh,
    onError: (err: Error) => toast.error(err.message),
  })
  const removeFolder = useMutation({
    mutationFn: (body: { ids: number[]; deleteFiles: boolean }) =>
      api.post(folderResource.url('delete'), body),
    onSuccess: refresh,
    onError: (err: Error) => toast.error(err.message),
  })
  return { update, remove, removeFolder }
}
