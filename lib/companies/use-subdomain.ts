'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { SubdomainAvailability } from '@/lib/contract/companies';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { availabilityText, initialSubdomainState, readSuggestion, subdomainReducer, wantsSuggestion } from './subdomain';
import type { localSubdomainIssue } from './subdomain-issue';

export type SubdomainStatus = { kind: 'idle' | 'checking' | 'available' | 'unavailable' | 'error'; text: string };

/**
 * The company form's name and subdomain: the subdomain follows the name (`generate-subdomain`,
 * debounced) until edited, and its availability is checked while typing (debounced; the contract's
 * format rules first, without a call). `companyId` lets a company keep its own subdomain.
 */
export function useSubdomain(initial: { name: string; subdomain: string }, companyId?: number) {
  const [state, dispatch] = useReducer(subdomainReducer, initialSubdomainState(initial.name, initial.subdomain));

  const debouncedName = useDebouncedValue(state.name.trim(), 350);
  const askName = wantsSuggestion(state) ? debouncedName : '';
  const suggestion = useQuery({
    queryKey: [...queryKeys.companies, 'subdomain-suggestion', askName],
    queryFn: async () => readSuggestion(await apiData<unknown>('companies/generate-subdomain', { method: 'POST', json: { name: askName } })),
    enabled: askName !== '' && askName.length <= 150,
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    if (suggestion.data) dispatch({ type: 'suggested', name: askName, subdomain: suggestion.data });
  }, [suggestion.data, askName]);

  const typed = state.subdomain.trim().toLowerCase();
  const debounced = useDebouncedValue(typed, 400);
  // The contract's check comes with zod, imported once the form is up (decision 0014); until then no availability call goes out.
  const [checkLocal, setCheckLocal] = useState<typeof localSubdomainIssue | null>(null);
  useEffect(() => {
    let live = true;
    void import('./subdomain-issue').then((m) => live && setCheckLocal(() => m.localSubdomainIssue));
    return () => {
      live = false;
    };
  }, []);
  const issue = debounced && checkLocal ? checkLocal(debounced) : null;
  // Editing: the company's own subdomain needs no check.
  const unchanged = companyId !== undefined && typed === initial.subdomain;
  const check = useQuery({
    queryKey: [...queryKeys.companies, 'subdomain-check', debounced, companyId ?? null],
    queryFn: () =>
      apiData<SubdomainAvailability>('companies/check-subdomain-availability', { method: 'POST', json: { subdomain: debounced, company_id: companyId } }),
    enabled: debounced !== '' && checkLocal !== null && issue === null && !unchanged,
    staleTime: 10_000,
    retry: false,
  });

  let status: SubdomainStatus = { kind: 'idle', text: '' };
  if (typed === '') status = { kind: 'idle', text: '' };
  else if (unchanged) status = { kind: 'idle', text: 'The company’s current subdomain.' };
  else if (typed !== debounced || checkLocal === null || check.isFetching) status = { kind: 'checking', text: 'Checking availability…' };
  else if (issue) status = { kind: 'unavailable', text: issue };
  else if (check.data) status = { kind: check.data.available ? 'available' : 'unavailable', text: availabilityText(check.data) };
  else if (check.isError) status = { kind: 'error', text: 'Could not check availability right now.' };

  return {
    name: state.name,
    subdomain: state.subdomain,
    setName: (name: string) => dispatch({ type: 'name', name }),
    setSubdomain: (subdomain: string) => dispatch({ type: 'edited', subdomain }),
    suggesting: wantsSuggestion(state),
    status,
  };
}
