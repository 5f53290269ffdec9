'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { GlobalFilters } from '@/components/workspace-content/global-filters';
import { Button } from '@/components/ui/button';
import { ListScreenFrame, WorkspaceUnavailable } from '@/components/workspace-content/list-screen';
import { isApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { useCreatableWorkspaces } from '@/lib/workspaces/use-creatable-workspaces';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';
import { FileList } from './file-list';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useFileList, useFileParam } from '@/lib/files/use-files';

// `?create=1` opens "New …" (command menu, `c`): after the first paint, not in the first load.
const CreateFromAddress = serverRendered(() => import('@/components/ui/create-from-address').then((m) => m.CreateFromAddress));

// The dialogs (forms, the detail with its discussion and files) are not needed to paint the list:
// they load once the screen is up, outside its first load (decision 0014).
const FileDetailDialog = clientOnly(() => import('./file-detail-dialog').then((m) => m.FileDetailDialog));
const UploadFileDialog = clientOnly(() => import('./upload-file-dialog').then((m) => m.UploadFileDialog));

const SHOW = { retailers: true, brands: true, products: true, category: true, dates: true } as const;
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * `/workspace/{id}/files` (`all`: the saved selection): the global filters, the paged list,
 * "Upload file" where the caller may create resources, and the `?fileId=` detail panel.
 */
export function FilesScreen({ workspaceId }: { workspaceId: string }) {
  const isAll = workspaceId === 'all';
  const numericId = isAll ? 0 : Number(workspaceId);
  const hydrated = useHydrated();
  const workspace = useQuery({ queryKey: queryKeys.workspace(numericId), queryFn: () => fetchWorkspace(numericId), enabled: !isAll });
  useErrorToast(workspace.error, 'Failed to fetch workspaces', isMissing);
  const { filters, query, set, clear } = useContentFilters(workspaceId);
  // For `all` the scope is the browser's saved selection: wait for it rather than list everything first.
  const list = useFileList(query, !isAll || hydrated);
  const param = useFileParam();
  const creatable = useCreatableWorkspaces(workspaceId);
  const [uploading, setUploading] = useState(false);
  // Upload where the route shows a creatable workspace; a file may also be shared with the caller's
  // other creatable workspaces (on `all`, those of the selection).
  const canUpload = creatable.inRoute.length > 0;
  const defaultIds = creatable.inRoute.length === 1 ? [creatable.inRoute[0].id] : [];
  const workspaceOptions = (isAll ? creatable.inRoute : creatable.workspaces).map((w) => ({ id: w.id, name: w.name }));
  // A page emptied by deletions (here or live elsewhere): go back to the last page that has files.
  const meta = list.data?.meta;
  const emptyPage = list.data !== undefined && list.data.data.length === 0 && meta !== undefined && meta.current_page > 1;
  useEffect(() => {
    if (emptyPage && meta) set({ page: Math.max(1, Math.min(meta.last_page, meta.current_page - 1)) });
  }, [emptyPage, meta, set]);

  if (!isAll && isMissing(workspace.error)) return <WorkspaceUnavailable title="Files" />;

  const uploadButton = canUpload ? <Button onClick={() => setUploading(true)}>Upload file</Button> : null;
  const title = isAll ? 'All selected workspaces' : (workspace.data?.name ?? '');

  return (
    <ListScreenFrame
      eyebrow={title ? <span className="truncate">{title}</span> : undefined}
      title="Files"
      description="Documents and links shared in your workspaces, with every version and discussion."
      actions={uploadButton}
      dialogs={
        <>
          <UploadFileDialog open={uploading} onOpenChange={setUploading} workspaceOptions={workspaceOptions} defaultWorkspaceIds={defaultIds} />
          <FileDetailDialog fileId={param.fileId} onClose={param.close} workspaceOptions={workspaceOptions} />
        </>
      }
    >
      <CreateFromAddress ready={creatable.ready} canCreate={canUpload} setOpen={setUploading} />
      <GlobalFilters workspaceId={workspaceId} show={SHOW} dateLegend="Added" exportTo={{ dataset: 'files', noun: 'files' }} />
      <FileList
        page={list.data}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isFetching}
        filtered={activeFilterCount(filters) > 0}
        onRetry={() => void list.refetch()}
        onClear={clear}
        onPage={(page) => set({ page })}
        onOpen={param.open}
        hrefFor={param.hrefFor}
        uploadAction={uploadButton}
      />
    </ListScreenFrame>
  );
}
