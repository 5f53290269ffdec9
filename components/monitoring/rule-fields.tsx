'use client';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select';
import { ALERT_KINDS } from '@/lib/contract/values-forms';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { KIND_LABELS } from '@/lib/monitoring/rule-text';
import type { RuleDraft } from '@/lib/monitoring/alert-rules';

type Props = {
  index: number;
  draft: RuleDraft;
  errors: FieldErrors;
  variations: readonly Variation[];
  workspaces: SelectOption[];
  onChange: (patch: Partial<RuleDraft>) => void;
  onRemove: () => void;
};

/** One rule in the editor: what fires it, for which variation, the cooldown and the action. */
export function RuleFields({ index: i, draft: d, errors, variations, workspaces, onChange, onRemove }: Props) {
  const e = (key: string) => errors[`alert_rules.${i}.${key}`];
  const n = i + 1;
  const priced = d.kind === 'price_below' || d.kind === 'price_above';
  return (
    <fieldset className="space-y-3 rounded-control border border-border p-3" data-testid="rule-fields">
      <div className="flex items-center justify-between">
        <legend className="text-sm font-medium">Rule {n}</legend>
        <Button size="small" variant="outline" onClick={onRemove}>
          Remove
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={`Rule ${n} condition`} errors={e('kind')}>
          <Select
            value={d.kind}
            onChange={(ev) => onChange({ kind: ev.target.value as RuleDraft['kind'] })}
            options={ALERT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
        </Field>
        {priced ? (
          <>
            <Field label={`Rule ${n} threshold`} errors={e('threshold_amount')}>
              <Input inputMode="decimal" value={d.threshold} placeholder="1200.00" onChange={(ev) => onChange({ threshold: ev.target.value })} />
            </Field>
            <Field label={`Rule ${n} currency`} errors={e('currency')}>
              <Input maxLength={3} value={d.currency} onChange={(ev) => onChange({ currency: ev.target.value.toUpperCase() })} />
            </Field>
          </>
        ) : null}
        {d.kind === 'price_change_pct' ? (
          <Field label={`Rule ${n} percent`} errors={e('percent')}>
            <Input inputMode="decimal" value={d.percent} onChange={(ev) => onChange({ percent: ev.target.value })} />
          </Field>
        ) : null}
        <Field label={`Rule ${n} variation`} errors={e('variation_id')}>
          <Select
            value={d.variationId}
            onChange={(ev) => onChange({ variationId: ev.target.value })}
            placeholder="Any"
            options={variations.map((v) => ({ value: String(v.id), label: v.name }))}
          />
        </Field>
        <Field label={`Rule ${n} cooldown (minutes)`} errors={e('cooldown_minutes')}>
          <Input inputMode="numeric" value={d.cooldown} onChange={(ev) => onChange({ cooldown: ev.target.value })} />
        </Field>
        <Field label={`Rule ${n} action`} errors={e('action')}>
          <Select
            value={d.action}
            onChange={(ev) => onChange({ action: ev.target.value as RuleDraft['action'] })}
            options={[
              { value: 'notify', label: 'Notify the team' },
              { value: 'task', label: 'Open a task' },
            ]}
          />
        </Field>
        {d.action === 'task' ? (
          <Field label={`Rule ${n} workspace`} errors={e('workspace_id')}>
            <Select value={d.workspaceId} onChange={(ev) => onChange({ workspaceId: ev.target.value })} placeholder="Choose a workspace" options={workspaces} />
          </Field>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={d.active} onChange={(ev) => onChange({ active: ev.target.checked })} />
        Rule {n} active
      </label>
    </fieldset>
  );
}
