import { Link } from '@/components/ui/link';
import { formatFull, formatWhen } from '@/lib/dates/format-when';
import type { FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import { fileContentText, insightDetailText } from '@/lib/workspace-records/content-text';
import { fileHref, insightHref } from '@/lib/workspace-records/paths';

function Chip({ children }: { children: string }) {
  return <span className="inline-flex max-w-full truncate rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">{children}</span>;
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatFull(iso)} suppressHydrationWarning className="shrink-0 text-xs text-muted-foreground">
      {formatWhen(iso)}
    </time>
  );
}

/** A file in a short list (workspace home, a retailer's files): opens it on the files screen. */
export function FileRow({ file, workspaceId }: { file: FileRecord; workspaceId: number | string }) {
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <div className="min-w-0 flex-1 basis-48">
        <Link href={fileHref(workspaceId, file.id)} className="block truncate text-sm font-medium text-primary hover:underline">
          {file.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{fileContentText(file)}</p>
      </div>
      {file.category ? <Chip>{file.category}</Chip> : null}
      <When iso={file.updated_at} />
    </div>
  );
}

/** An insight in a short list: opens it on the insights screen. */
export function InsightRow({ insight, workspaceId }: { insight: Insight; workspaceId: number | string }) {
  const detail = insightDetailText(insight);
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <div className="min-w-0 flex-1 basis-48">
        <Link href={insightHref(workspaceId, insight.id)} className="block truncate text-sm font-medium text-primary hover:underline">
          {insight.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
      {insight.category ? <Chip>{insight.category}</Chip> : null}
      <When iso={insight.created_at} />
    </div>
  );
}
