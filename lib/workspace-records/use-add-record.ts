'use client';

import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { KINDS } from './kinds';
import type { RecordKind, RecordOfKind } from './kinds';
import { recordMessages } from './messages';
import { recordsApi } from './paths';

/**
 * `POST workspaces/{id}/{kind}` with the picked company record. A 422 (already in the workspace, not
 * one of the caller's companies) comes back as `errors[field]` for the dialog to show.
 */
export function useAddRecord<K extends RecordKind>(kind: K, workspaceId: number, onAdded: (record: RecordOfKind[K]) => unknown) {
  const { body, field } = KINDS[kind];
  const msg = recordMessages(kind);
  const form = useFormMutation({
    schema: body,
    request: (values) => apiFetch<RecordOfKind[K]>(recordsApi(workspaceId, kind), { method: 'POST', json: values, fallback: msg.create }),
    errorFallback: msg.create,
    fields: [field],
    success: { title: msg.added },
    invalidate: [queryKeys.workspaceRecords(kind)],
    onSuccess: onAdded,
  });
  return { ...form, add: (companyRecordId: number) => form.submit({ [field]: companyRecordId }), fieldErrors: form.errors[field] ?? [] };
}
