'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiResult } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { insightResourceApi } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { usePendingResources } from '@/lib/insights/use-insight-queries';
import { PendingResourcePicker } from './pending-resource-picker';

/** Attaches the caller's checked pending resources to the insight, one call each, stopping at the first refusal. */
export function AttachPendingResources({ insightId }: { insightId: number }) {
  const [checked, setSelected] = useState<number[]>([]);
  const pending = usePendingResources();
  // Only what is still pending (another tab may have attached or deleted some meanwhile).
  const selected = checked.filter((id) => pending.data?.some((r) => r.id === id));
  const attach = useApiMutation<null, number[]>({
    request: async (ids): Promise<ApiResult<null>> => {
      for (const rid of ids) {
        const res = await apiFetch(insightResourceApi(insightId, rid), { method: 'POST', fallback: INSIGHT_MSG.update });
        if (!res.ok) return res;
      }
      return { ok: true, status: 200, data: null, body: null };
    },
    errorFallback: INSIGHT_MSG.update,
    success: (_data, ids) => ({ title: ids.length === 1 ? INSIGHT_MSG.resourceAttached : INSIGHT_MSG.resourcesAttached }),
    invalidate: [queryKeys.insights],
    onSuccess: () => setSelected([]),
  });
  return (
    <div className="space-y-2">
      <PendingResourcePicker
        legend="Attach your pending resources"
        hint="Check resources you uploaded earlier, or upload new ones, then attach them."
        selected={selected}
        onToggle={(id, checked) => setSelected((s) => (checked ? [...s, id] : s.filter((x) => x !== id)))}
        onAdd={(ids) => setSelected((s) => [...new Set([...s, ...ids])])}
      />
      <div className="flex justify-end">
        <Button size="small" disabled={selected.length === 0} loading={attach.isPending} loadingText="Attaching…" onClick={() => void attach.run(selected)}>
          {selected.length > 1 ? `Attach ${selected.length} resources` : 'Attach selected'}
        </Button>
      </div>
    </div>
  );
}
