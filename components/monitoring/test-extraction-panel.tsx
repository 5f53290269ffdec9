'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiResult } from '@/lib/api/api-fetch';
import type { TestExtractionBody, TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import { monApi } from '@/lib/monitoring/paths';
import { TEST_EXTRACTION_ERROR } from '@/lib/monitoring/test-extraction';
import { TestExtractionResultView } from './test-extraction-result';

type Props = { companyId: number; productId: number; body: TestExtractionBody };
type Ran = { sent: string; result: ApiResult<TestExtractionResult> };

/**
 * "Test extraction" in the page form: reads the page now with the form's unsaved values and shows
 * what a check would store and where it was read, so a wrong price is fixed before it is recorded.
 */
export function TestExtractionPanel({ companyId, productId, body }: Props) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [ran, setRan] = useState<Ran | null>(null);
  const sent = JSON.stringify(body);
  const run = async () => {
    setPending(true);
    const result = await apiFetch<TestExtractionResult>(monApi.testExtraction(companyId, productId), {
      method: 'POST',
      json: body,
      fallback: TEST_EXTRACTION_ERROR,
    });
    setRan({ sent, result });
    setPending(false);
  };
  const result = ran?.result;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-control border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-medium">
            Test extraction
          </h3>
          <p className="text-xs text-muted-foreground">Reads the page now with the values above; nothing is saved.</p>
        </div>
        <Button variant="outline" size="small" onClick={() => void run()} loading={pending} loadingText="Testing…">
          Test extraction
        </Button>
      </div>
      <div aria-live="polite" aria-busy={pending}>
        {result && !result.ok ? (
          <ul role="alert" className="space-y-0.5 text-sm text-danger">
            {result.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
        {result?.ok ? (
          <>
            {ran?.sent !== sent ? (
              <p className="mb-2 text-xs text-muted-foreground">The form changed since this test: run it again to see the new values’ result.</p>
            ) : null}
            <TestExtractionResultView result={result.data} />
          </>
        ) : null}
      </div>
    </section>
  );
}
