import { Spinner } from '@/components/ui/spinner';

/** What a header panel shows while its code loads (the panels load on intent; decision 0014). */
export function PanelSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center p-6 text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}
