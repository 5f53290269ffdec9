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

/** A record in a short list: its name linking to it, a line of detail, its category and its date. */
function ShortRow({ href, name, detail, category, iso }: { href: string; name: string; detail: string; category: string | null; iso: string }) {
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <div className="min-w-0 flex-1 basis-48">
        <Link href={href} className="block truncate text-sm font-medium text-primary hover:underline">
          {name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
      {category ? <Chip>{category}</Chip> : null}
      <When iso={iso} />
    </div>
  );
}

/** A file in a short list (workspace home, a retailer's files): opens it on the files screen. */
export function FileRow({ file, workspaceId }: { file: FileRecord; workspaceId: number | string }) {
  return <ShortRow href={fileHref(workspaceId, file.id)} name={file.name} detail={fileContentText(file)} category={file.category} iso={file.updated_at} />;
}

/** An insight in a short list: opens it on the insights screen. */
export function InsightRow({ insight, workspaceId }: { insight: Insight; workspaceId: number | string }) {
  return (
    <ShortRow
      href={insightHref(workspaceId, insight.id)}
      name={insight.name}
      detail={insightDetailText(insight)}
      category={insight.category}
      iso={insight.created_at}
    />
  );
}
