'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { api } from '@/lib/companies/paths';
import { toMultipart } from '@/lib/companies/form-values';
import type { Company } from '@/lib/contract/companies';
import { retailersApi } from '@/lib/retailers/retailer-paths';
import { KINDS } from '@/lib/workspace-records/kinds';
import type { RecordKind } from '@/lib/workspace-records/kinds';

/** Creates the company record with only its name (the rest is edited on its screen) and answers its id. */
function createRecord(kind: RecordKind, companyId: number, name: string) {
  if (kind === 'products')
    return apiFetch<{ id: number }>(api.products(companyId), { method: 'POST', json: { name }, fallback: 'Could not create the product' });
  const path = kind === 'brands' ? api.brands(companyId) : retailersApi(companyId);
  return apiFetch<{ id: number }>(path, { method: 'POST', formData: toMultipart({ name }), fallback: `Could not create the ${KINDS[kind].one}` });
}

/**
 * "+ Create “Target”" under a workspace picker (create where you are): when what was typed is not
 * among the results, the record is made in the company (one the caller may edit; for retailers,
 * chosen when there are several) and brought into the workspace in the same step. Where the
 * caller may edit no company, it says who can instead of leaving a dead end.
 */
export function CreateInPicker({
  kind,
  text,
  companies,
  exactMatch,
  onCreated,
}: {
  kind: RecordKind;
  text: string;
  /** The companies the record could go to (for brands and products, the one chosen above). */
  companies: readonly Pick<Company, 'id' | 'name' | 'can_edit'>[];
  /** A result already has this name: adding it is the way, not a second copy. */
  exactMatch: boolean;
  onCreated: (companyRecordId: number) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const words = KINDS[kind];
  const editable = companies.filter((c) => c.can_edit);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const companyId = chosen ?? editable[0]?.id ?? null;
  const name = text.trim();

  if (companies.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {words.many[0].toUpperCase() + words.many.slice(1)} belong to a company.{' '}
        <Link href="/companies/new" className="font-medium text-primary hover:underline">
          Create your company
        </Link>{' '}
        first, then add its {words.many} here.
      </p>
    );
  }
  if (editable.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Not listed? Only the admins of {companies.map((c) => c.name).join(', ')} can create {words.many}: ask one of them to add it.
      </p>
    );
  }
  if (!name || exactMatch) {
    return <p className="text-sm text-muted-foreground">Not listed? Type its name above to create it.</p>;
  }

  async function create() {
    if (companyId === null) return;
    setBusy(true);
    setError(null);
    const res = await createRecord(kind, companyId, name);
    if (!res.ok) {
      setError(res.message);
      setBusy(false);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
    await onCreated(res.data.id);
    setBusy(false);
  }

  return (
    <div className="space-y-2 rounded-control border border-dashed border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" loading={busy} loadingText="Creating…" onClick={() => void create()}>
          + Create “{name}”
        </Button>
        {editable.length > 1 ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            in
            <Select
              aria-label="Company"
              value={String(companyId)}
              onChange={(e) => setChosen(Number(e.target.value))}
              options={editable.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">in {editable[0].name}, and add it here</span>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
