'use client';

import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { useWorkspaceRecordOptions } from '@/lib/workspace-content/use-filter-options';
import { UploadProgress } from '@/components/ui/progress-bar';
import { queryKeys } from '@/lib/api/query-keys';
import { uploadWithProgress } from '@/lib/api/upload-with-progress';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { NamedRef } from '@/lib/contract/content-common';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Insight } from '@/lib/contract/insights';
import { createInput, insightFormData, pruneForWorkspaces, updateInput } from '@/lib/insights/insight-form-values';
import type { InsightFormValues } from '@/lib/insights/insight-form-values';
import { INSIGHTS_API, insightApi } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { usePendingResources } from '@/lib/insights/use-insight-queries';
import { InsightBasicFields } from './insight-basic-fields';
import { InsightScopeFields } from './insight-scope-fields';
import { InsightSourceField } from './insight-source-field';
import { PendingResourcePicker } from './pending-resource-picker';
import { DialogFooter } from '@/components/ui/dialog-footer';

const FIELDS = [
  'name',
  'type',
  'workspace_id',
  'workspace_ids',
  'workspace_company_retailer_id',
  'retailer_location',
  'workspace_company_brand_id',
  'workspace_company_product_id',
  'summary',
  'category',
  'applicable_date',
  'external_url',
  'file',
  'insight_resource_ids',
  'remove_file',
];

type Props = {
  /** Editing this insight (PUT); without it a new one is created (POST, with resources). */
  insight?: Insight;
  initial: InsightFormValues;
  /** The route's workspace (`null` for `all`): where a new insight is created when it is among those chosen. */
  currentWorkspaceId: number | null;
  workspaces: readonly NamedRef[];
  /** The workspace an existing insight was created in: it always stays (the upstream keeps it). */
  lockedWorkspaceId?: number;
  onDone: (saved: Insight) => void;
  onCancel: () => void;
};

/** Checks the contract cannot express: the chosen source needs its URL or file. */
function sourceErrors(v: InsightFormValues, file: File | null, hasStoredFile: boolean): FieldErrors {
  if (v.source === 'url' && !v.externalUrl.trim()) return { external_url: ['The external url field is required.'] };
  if (v.source === 'file' && !file && !hasStoredFile) return { file: ['Choose a file to upload.'] };
  return {};
}

/** "New insight" and "Edit insight": multipart with upload progress; 422s show beside the fields. */
export function InsightForm({ insight, initial, currentWorkspaceId, workspaces, lockedWorkspaceId, onDone, onCancel }: Props) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const pending = usePendingResources(!insight);
  // The filters' option lists (same keys): the records of the chosen workspaces, none before one is chosen.
  const scopeIds = [...values.workspaceIds].sort((a, b) => a - b).join(',');
  const retailers = useWorkspaceRecordOptions('retailers', scopeIds, scopeIds !== '');
  const brands = useWorkspaceRecordOptions('brands', scopeIds, scopeIds !== '');
  const products = useWorkspaceRecordOptions('products', scopeIds, scopeIds !== '');
  const records = {
    retailers: { records: scopeIds ? (retailers.data ?? []) : [], isLoading: scopeIds !== '' && retailers.isPending },
    brands: { records: scopeIds ? (brands.data ?? []) : [], isLoading: scopeIds !== '' && brands.isPending },
    products: { records: scopeIds ? (products.data ?? []) : [], isLoading: scopeIds !== '' && products.isPending },
  };
  const hadFile = Boolean(insight?.file);
  const sendsFile = values.source === 'file' ? file : null;

  // Preselected ids that are not (or no longer) the caller's pending resources are not sent.
  const pendingIds = useMemo(() => new Set((pending.data ?? []).map((r) => r.id)), [pending.data]);
  const resourceIds = pending.data ? values.resourceIds.filter((id) => pendingIds.has(id)) : [];
  const input = insight ? updateInput(values, hadFile) : createInput({ ...values, resourceIds }, currentWorkspaceId);

  // Imported on submit: zod stays out of the screen's first load (decision 0014).
  const schema = () => import('@/lib/contract/insights').then((m) => (insight ? m.insightUpdateBody : m.insightCreateBody));
  const save = useFormMutation({
    schema,
    request: () =>
      uploadWithProgress<Insight>(
        insight ? insightApi(insight.id) : INSIGHTS_API,
        insightFormData(input, { mode: insight ? 'update' : 'create', file: sendsFile }),
        {
          method: insight ? 'PUT' : 'POST',
          fallback: insight ? INSIGHT_MSG.update : INSIGHT_MSG.create,
          onProgress: sendsFile ? setProgress : undefined,
        },
      ).finally(() => setProgress(null)),
    errorFallback: insight ? INSIGHT_MSG.update : INSIGHT_MSG.create,
    fields: FIELDS,
    success: { title: insight ? INSIGHT_MSG.updated : INSIGHT_MSG.created },
    invalidate: [queryKeys.insights, queryKeys.workspaceRecords('retailers'), ['workspace-dates']],
    onSuccess: onDone,
  });
  const errors = Object.keys(localErrors).length ? localErrors : save.errors;

  const change = (patch: Partial<InsightFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggleWorkspace = (id: number, checked: boolean) =>
    setValues((v) => {
      const workspaceIds = checked ? [...v.workspaceIds, id] : v.workspaceIds.filter((w) => w !== id);
      return pruneForWorkspaces(
        { ...v, workspaceIds },
        { retailers: records.retailers.records, brands: records.brands.records, products: records.products.records },
      );
    });
  const toggleResource = (id: number, checked: boolean) =>
    setValues((v) => ({ ...v, resourceIds: checked ? [...new Set([...v.resourceIds, id])] : v.resourceIds.filter((r) => r !== id) }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const extra = sourceErrors(values, file, hadFile);
    if (Object.keys(extra).length) {
      const parsed = (await schema()).safeParse(input);
      setLocalErrors({ ...(parsed.success ? {} : fieldErrorsFromZod(parsed.error)), ...extra });
      focusFirstInvalid(form);
      return;
    }
    setLocalErrors({});
    if ((await save.submit(input)) === false) focusFirstInvalid(form);
  }

  const busy = save.pending;
  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label={insight ? 'Edit insight' : 'New insight'} className="space-y-4">
        <InsightBasicFields values={values} errors={errors} onChange={change} />
        <InsightScopeFields
          values={values}
          errors={errors}
          workspaces={workspaces}
          lockedWorkspaceId={lockedWorkspaceId}
          records={records}
          current={insight ? { retailer: insight.retailer_name, brand: insight.brand, product: insight.product } : undefined}
          onToggleWorkspace={toggleWorkspace}
          onChange={change}
        />
        <InsightSourceField values={values} errors={errors} file={file} stored={insight?.file ?? null} onChange={change} onFile={setFile} />
        {insight ? null : (
          <PendingResourcePicker
            selected={values.resourceIds}
            onToggle={toggleResource}
            onAdd={(ids) => setValues((v) => ({ ...v, resourceIds: [...new Set([...v.resourceIds, ...ids])] }))}
            errors={errors.insight_resource_ids}
          />
        )}
      </form>
      {progress !== null && sendsFile ? <UploadProgress value={progress} label={`Uploading ${sendsFile.name}`} /> : null}
      <DialogFooter onCancel={onCancel} pending={busy} pendingLabel="Saving…" submitLabel={insight ? 'Save changes' : 'Create insight'} form={formId} />
    </div>
  );
}
