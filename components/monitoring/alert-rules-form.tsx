'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { queryKeys } from '@/lib/api/query-keys';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { newRule, ruleDraft, rulesBody } from '@/lib/monitoring/alert-rules';
import type { RuleDraft } from '@/lib/monitoring/alert-rules';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { toast } from '@/lib/toasts/toast-store';
import { RuleFields } from './rule-fields';

type Props = { companyId: number; product: MonitoringProduct; variations: readonly Variation[]; onDone: () => void };

/** The "Alert rules" dialog's editor: every rule as a row of fields, "Add rule", save all at once. */
export function AlertRulesForm({ companyId, product, variations, onDone }: Props) {
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => product.alert_rules.map(ruleDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const workspaces = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const save = useApiMutation<MonitoringProduct, Record<string, unknown>[]>({
    request: (rules) =>
      apiFetch<MonitoringProduct>(monApi.product(companyId, product.id), { method: 'PUT', json: { alert_rules: rules }, fallback: MON_MSG.rulesUpdate }),
    errorFallback: MON_MSG.rulesUpdate,
    errorToast: false,
    success: { title: MON_MSG.rulesUpdated },
    invalidate: [monitoringKeys.all(companyId)],
    onSuccess: onDone,
    onError: (e) => {
      setErrors(e.fieldErrors);
      if (Object.keys(e.fieldErrors).length === 0) toast.error('Error', e.messages);
    },
  });
  const submit = () => {
    const { rules, errors: local } = rulesBody(drafts);
    setErrors(local);
    if (Object.keys(local).length === 0) void save.run(rules);
  };
  const wsOptions = (workspaces.data ?? []).filter((w) => w.approval_status === 'approved').map((w) => ({ value: String(w.id), label: w.name }));

  return (
    <div className="space-y-4 pb-2">
      {drafts.length === 0 ? <p className="text-sm text-muted-foreground">No rules yet.</p> : null}
      {drafts.map((d, i) => (
        <RuleFields
          key={i}
          index={i}
          draft={d}
          errors={errors}
          variations={variations}
          workspaces={wsOptions}
          onChange={(patch) => setDrafts((all) => all.map((x, k) => (k === i ? { ...x, ...patch } : x)))}
          onRemove={() => setDrafts((all) => all.filter((_, k) => k !== i))}
        />
      ))}
      <Button size="small" variant="outline" onClick={() => setDrafts((all) => [...all, newRule(product.map_currency ?? 'EUR')])}>
        Add rule
      </Button>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending} loadingText="Saving…">
          Save rules
        </Button>
      </div>
    </div>
  );
}
