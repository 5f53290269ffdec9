'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { ShareButton } from '@/components/share/share-button';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { Button } from '@/components/ui/button';
import { RecordHistory } from '@/components/activity/lazy-activity-feed';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Fact } from '@/components/ui/detail-facts';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { FileDetail } from '@/lib/contract/files';
import { formatDateTime } from '@/lib/files/format';
import { personName } from '@/lib/people/person-name';
import { FILE_MSG } from '@/lib/files/messages';
import { AddVersionDialog } from './add-version-dialog';
import { EditFileDialog } from './edit-file-dialog';
import { FilePreview } from './file-preview';
import { CategoryBadge } from './file-type-icon';
import { VersionsList } from './versions-list';

export type FileDetailBodyProps = {
  file: FileDetail;
  workspaceOptions: { id: number; name: string }[];
  /** Called once the file is deleted here (the panel closes). */
  onDeleted: () => void;
};

/** A file's details, its actions (edit, add version, delete) when the caller may, versions and discussions. */
export function FileDetailBody({ file, workspaceOptions, onDeleted }: FileDetailBodyProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch(`files/${file.id}`, { method: 'DELETE' }),
    errorFallback: FILE_MSG.remove,
    success: () => null,
    onSuccess: () => {
      onDeleted();
      // In the trash with its versions and discussions (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: FILE_MSG.removed, subject: { type: 'files', id: file.id }, queryClient });
      // Dropped, not refetched: this panel is closing and the file is gone.
      queryClient.removeQueries({ queryKey: queryKeys.file(file.id) });
      for (const queryKey of [queryKeys.files, ['workspace-records'], ['workspace-dates']]) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <div className="space-y-6 pb-2">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={file.category} />
        <span className="text-xs text-muted-foreground">
          Added by {personName(file.created_by)} · <time dateTime={file.created_at}>{formatDateTime(file.created_at)}</time>
        </span>
      </div>
      {file.description ? <p className="text-sm whitespace-pre-wrap">{file.description}</p> : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Workspaces">{file.workspaces.map((w) => w.name).join(', ')}</Fact>
        <Fact term="Retailers">{file.retailers.map((r) => r.name).join(', ')}</Fact>
        <Fact term="Brand">{file.brand_name}</Fact>
        <Fact term="Product">{file.product_name}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        {file.can_edit ? (
          <>
            <Button size="small" onClick={() => setAdding(true)}>
              Add version
            </Button>
            <Button size="small" variant="outline" onClick={() => setEditing(true)}>
              Edit details
            </Button>
            <Button size="small" variant="outline" className="text-danger" onClick={() => setRemoving(true)}>
              Delete file
            </Button>
          </>
        ) : null}
        {/* Anyone who can read the file may share it; the link still checks access when opened. */}
        <ShareButton type="file" id={file.id} />
        <LazyFollowButton kind="file" id={file.id} />
      </div>
      <FilePreview key={file.latest_version.id} fileId={file.id} fileName={file.name} version={file.latest_version} />
      <section aria-labelledby={`file-${file.id}-versions`} className="space-y-2">
        <h3 id={`file-${file.id}-versions`} className="text-base font-semibold">
          Versions <span className="font-normal text-muted-foreground">({file.versions.length})</span>
        </h3>
        <VersionsList fileId={file.id} versions={file.versions} canEdit={file.can_edit} />
      </section>
      <DiscussionPanel subject={{ kind: 'file', id: file.id }} discussions={file.discussions} invalidateKey={queryKeys.file(file.id)} />
      <RecordHistory kind="files" record={file} />
      <AddVersionDialog open={adding} onOpenChange={setAdding} fileId={file.id} fileName={file.name} />
      <EditFileDialog open={editing} onOpenChange={setEditing} file={file} workspaceOptions={workspaceOptions} />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Delete file?"
        text={`“${file.name}”, all its versions and discussions will be deleted for everyone. You can restore it from the trash.`}
        onConfirm={() => remove.run()}
      />
    </div>
  );
}
