import type { ImportEntity, ImportResource } from '@/lib/contract/imports';
import { ENTITIES, ENTITY_LABELS } from '@/lib/imports/labels';

/** What the import creates, updates and leaves as is, per kind of record (kinds it does not touch left out). */
export function ImportCounts({ counts, caption, done }: { counts: ImportResource['counts']; caption: string; done?: boolean }) {
  const rows = ENTITIES.map((entity) => [entity, counts?.[entity]] as const).filter(
    (row): row is readonly [ImportEntity, NonNullable<(typeof row)[1]>] => !!row[1] && row[1].create + row[1].update + row[1].unchanged > 0,
  );
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No records would change.</p>;
  const head = done ? ['Created', 'Updated', 'Unchanged'] : ['Create', 'Update', 'Unchanged'];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground sm:tracking-wide sm:uppercase">
            <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
              Records
            </th>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pl-2 text-right font-medium sm:px-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map(([entity, c]) => (
            <tr key={entity}>
              <th scope="row" className="py-2 pr-2 text-left font-medium text-foreground sm:pr-3">
                {ENTITY_LABELS[entity]}
              </th>
              <td className="py-2 pl-2 text-right tabular-nums sm:px-3">{c.create}</td>
              <td className="py-2 pl-2 text-right tabular-nums sm:px-3">{c.update}</td>
              <td className="py-2 pl-2 text-right text-muted-foreground tabular-nums sm:px-3">{c.unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
