'use client';

import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import type { Company } from '@/lib/contract/companies';
import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';

export type TokenPlaces = { companies: number[]; workspaces: number[] };

type Props = {
  /** null: the token reaches every place its owner can (no limit). */
  value: TokenPlaces | null;
  onChange: (value: TokenPlaces | null) => void;
  errors: string[];
};

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id));

/**
 * A custom token's places (decision 0036): off, it reaches every company and workspace its owner
 * can; on, only the ones ticked here — anything else answers 404 to it, as if it did not exist.
 */
export function TokenPlacesFieldset({ value, onChange, errors }: Props) {
  const limited = value !== null;
  const companies = useQuery({
    queryKey: ['companies', 'list', 'token-places'],
    queryFn: () => apiData<Company[]>('companies?per_page=100&sort=name', { fallback: 'Error loading companies' }),
    enabled: limited,
  });
  const { workspaces, isPending: workspacesPending } = useMyWorkspaces();

  return (
    <fieldset aria-describedby={errors.length ? 'places-error' : undefined} className="space-y-2">
      <legend className="text-sm font-medium">Places</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={limited}
          onChange={(e) => onChange(e.target.checked ? { companies: [], workspaces: [] } : null)}
        />
        Limit this token to chosen companies and workspaces
      </label>
      <p className="text-sm text-muted-foreground">
        {limited
          ? 'The token sees only what is ticked; every other company and workspace answers “not found” to it, and it cannot create new ones.'
          : 'The token reaches every company and workspace you can.'}
      </p>
      {limited ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceList
            title="Companies"
            loading={companies.isPending}
            items={(companies.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
            chosen={value.companies}
            onToggle={(id, on) => onChange({ ...value, companies: toggled(value.companies, id, on) })}
          />
          <PlaceList
            title="Workspaces"
            loading={workspacesPending}
            items={workspaces.map((w) => ({ id: w.id, name: w.name }))}
            chosen={value.workspaces}
            onToggle={(id, on) => onChange({ ...value, workspaces: toggled(value.workspaces, id, on) })}
          />
        </div>
      ) : null}
      {errors.length ? (
        <p id="places-error" className="text-sm text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

function PlaceList(props: {
  title: string;
  loading: boolean;
  items: { id: number; name: string }[];
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <div>
      <p className="text-sm font-medium">{props.title}</p>
      {props.loading ? (
        <Spinner label={`Loading ${props.title.toLowerCase()}`} />
      ) : props.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto">
          {props.items.map((item) => (
            <li key={item.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={props.chosen.includes(item.id)}
                  onChange={(e) => props.onToggle(item.id, e.target.checked)}
                />
                <span className="truncate">{item.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
