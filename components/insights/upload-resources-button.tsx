'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/progress-bar';
import type { InsightResource } from '@/lib/contract/insights';
import { useResourceUpload } from '@/lib/insights/use-resource-upload';
import { UploadIcon } from './insight-icons';

type Props = {
  onUploaded?: (resources: InsightResource[]) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** "Upload resources": pick one or more documents; they upload as pending resources with a progress bar (and Cancel). */
export function UploadResourcesButton({ onUploaded, variant = 'outline', size = 'small' }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, cancel, uploading } = useResourceUpload(onUploaded);
  return (
    <div className="space-y-2">
      <input
        ref={inputRef}
        type="file"
        multiple
        aria-label="Resource files"
        className="hidden"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared so choosing the same file again fires a change.
          e.target.value = '';
          void upload(files);
        }}
      />
      <Button variant={variant} size={size} icon={<UploadIcon />} disabled={Boolean(uploading)} onClick={() => inputRef.current?.click()}>
        Upload resources
      </Button>
      {uploading ? (
        <div className="flex items-end gap-3">
          <UploadProgress value={uploading.progress} label={uploading.label} className="min-w-0 flex-1" />
          <Button variant="outline" size="small" onClick={cancel}>
            Cancel upload
          </Button>
        </div>
      ) : null}
    </div>
  );
}
