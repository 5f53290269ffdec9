'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SirenIcon } from '@/components/ui/monitoring-icons';
import { Spinner } from '@/components/ui/spinner';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { formatDateTime } from '@/lib/dates/format-date';
import { ruleText } from '@/lib/monitoring/rule-text';
import { clientOnly } from '@/lib/ui/lazy-component';

// The editor opens on click: its code loads then, outside the screen's first load (decision 0014).
const AlertRulesForm = clientOnly(
  () => import('./alert-rules-form').then((m) => m.AlertRulesForm),
  () => <Spinner label="Loading the rules editor" />,
);

type Props = { companyId: number; product: MonitoringProduct; variations: readonly Variation[]; canEdit: boolean };

/** The product's alert rules (price below / above, change by %, availability), each notifying the team or opening a task in a workspace. */
export function AlertRulesCard({ companyId, product, variations, canEdit }: Props) {
  const [open, setOpen] = useState(false);
  const rules = product.alert_rules;
  const edit = canEdit ? (
    <Button size="small" variant="outline" onClick={() => setOpen(true)}>
      Edit rules
    </Button>
  ) : null;
  return (
    <Card>
      {/* The button sits in the empty state while there is no rule: one "Edit rules" either way. */}
      <CardHeader title="Alert rules" description="What to be told about, and whether it opens a task." actions={rules.length ? edit : null} />
      {rules.length === 0 ? (
        <EmptyState compact headingLevel={3} icon={SirenIcon} title="No rules" description="Nobody is alerted." action={edit ?? undefined} />
      ) : (
        <ul className="divide-y divide-border text-sm">
          {rules.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
              <span className={r.active ? '' : 'text-muted-foreground line-through'}>{ruleText(r)}</span>
              <span className="text-xs text-muted-foreground">{r.last_fired_at ? `Last fired ${formatDateTime(r.last_fired_at)}` : 'Not fired yet'}</span>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Alert rules"
        description="Rules apply from the next check. A rule fires once per price point, then waits for its cooldown."
        size="lg"
      >
        {open ? <AlertRulesForm companyId={companyId} product={product} variations={variations} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </Card>
  );
}
