import { Button } from '@/components/ui/button';

type Props = {
  /** The submit button's words ("Upload file", "Add version"). */
  submitLabel: string;
  pending: boolean;
  /** Stops the running upload. */
  onCancelUpload: () => void;
  /** Closes the form (no upload running). */
  onCancel: () => void;
};

/** Cancel + the submit of an upload form: while the upload runs, Cancel stops it and the submit says "Uploading…". */
export function UploadFooter({ submitLabel, pending, onCancelUpload, onCancel }: Props) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={pending ? onCancelUpload : onCancel}>
        {pending ? 'Cancel upload' : 'Cancel'}
      </Button>
      <Button type="submit" loading={pending} loadingText="Uploading…">
        {submitLabel}
      </Button>
    </div>
  );
}
