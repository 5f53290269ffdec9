'use client';

import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { FILE_MSG } from '@/lib/files/messages';
import { FileDetailBody } from './file-detail-body';
import { isGone, useFileDetail } from '@/lib/files/use-files';
import { useShareReferrerError } from '@/lib/redirect/use-share-referrer-error';
import { RetryAlert } from '@/components/ui/retry-alert';

export type FileDetailDialogProps = {
  fileId: number | null;
  onClose: () => void;
  workspaceOptions: { id: number; name: string }[];
};

/**
 * The `?fileId=` panel. It follows live updates (its query is under `queryKeys.files`); when the
 * file is deleted elsewhere the refetch answers 404 and the panel says so.
 */
export function FileDetailDialog({ fileId, onClose, workspaceOptions }: FileDetailDialogProps) {
  const detail = useFileDetail(fileId);
  const gone = isGone(detail.error);
  const file = gone ? undefined : detail.data;
  // Opened from a shared link (/s/…) and not readable: back to the link's page with the reason.
  useShareReferrerError(file ? null : detail.error, FILE_MSG.fetch);
  return (
    <Dialog
      open={fileId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={file?.name ?? (gone ? 'File not available' : 'File')}
      size="lg"
    >
      {detail.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading file" />
        </div>
      ) : gone ? (
        <EmptyState icon={FileIcon} headingLevel={3} title={FILE_MSG.deletedElsewhere} description="It is no longer available to you." className="my-2" />
      ) : file ? (
        <FileDetailBody file={file} workspaceOptions={workspaceOptions} onDeleted={onClose} />
      ) : (
        <RetryAlert message={FILE_MSG.fetch} onRetry={() => detail.refetch()} className="py-6 text-sm text-danger" />
      )}
    </Dialog>
  );
}
