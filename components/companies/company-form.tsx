'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ImageField } from '@/components/ui/image-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Company } from '@/lib/contract/companies';
import { toMultipart, withCleared } from '@/lib/companies/form-values';
import { MSG } from '@/lib/companies/messages';
import { api, companyHref } from '@/lib/companies/paths';
import { useSubdomain } from '@/lib/companies/use-subdomain';
import { adminTeamsOf } from '@/lib/teams/memberships';
import { fetchMyTeams, TEAMS_FALLBACK } from '@/lib/teams/team-queries';
import { createOwnerTeam, ownerChoice } from '@/lib/teams/owner-team';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { focusFirstInvalid } from './focus-invalid';
import { OwnerTeamField } from './owner-team-field';
import { SubdomainField } from './subdomain-field';

const FIELDS = ['image', 'name', 'subdomain', 'description', 'website', 'industry', 'team_id'];

/** A first company's fields from what its creator said at sign-up (their business answers). */
export type CompanyPrefill = { name: string; website: string; industry: string };

/**
 * "New company" (`POST companies`, multipart, with the owner team) and "Edit company"
 * (`POST companies/{id}` with `_method=PUT`): validated with the contract first, the server's 422
 * field errors beside the fields. A user without an admin team (or choosing "New team…") names the
 * owner team in the form: once the company's own fields pass the contract, the team is created
 * (`POST teams`), then the company with it. Should the company then fail, the team stays chosen,
 * so a retry does not create a second one.
 */
export function CompanyForm({ company, prefill }: { company?: Company; prefill?: CompanyPrefill }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const sub = useSubdomain({ name: company?.name ?? prefill?.name ?? '', subdomain: company?.subdomain ?? '' }, company?.id);
  const [text, setText] = useState({
    description: company?.description ?? '',
    website: company?.website ?? prefill?.website ?? '',
    industry: company?.industry ?? prefill?.industry ?? '',
  });
  const [teamChoice, setTeamChoice] = useState('');
  const [newTeamName, setNewTeamName] = useState(prefill?.name ?? '');
  const [teamErrors, setTeamErrors] = useState<FieldErrors>({});
  const [creatingTeam, setCreatingTeam] = useState(false);
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const set = (key: keyof typeof text) => (value: string) => setText((t) => ({ ...t, [key]: value }));

  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams, enabled: !company });
  useErrorToast(teams.error, TEAMS_FALLBACK);
  const adminTeams = teams.data ? adminTeamsOf(teams.data) : undefined;
  const owner = ownerChoice(
    adminTeams?.map((t) => t.id),
    teamChoice,
  );

  const raw = { name: sub.name, subdomain: sub.subdomain, ...text };
  const create = useFormMutation({
    schema: () => import('@/lib/contract/companies').then((m) => m.createCompanyBody),
    request: (values) => apiFetch<Company>(api.companies, { method: 'POST', formData: toMultipart(values, image) }),
    errorFallback: MSG.companyCreateError,
    fields: FIELDS,
    success: { title: MSG.companyCreated },
    invalidate: [queryKeys.companies, queryKeys.teams],
    onSuccess: (saved) => router.push(companyHref(saved.id)),
  });
  const update = useFormMutation({
    schema: () => import('@/lib/contract/companies').then((m) => m.updateCompanyBody),
    request: (values) =>
      apiFetch<Company>(api.company(company?.id ?? 0), { method: 'POST', formData: toMultipart({ ...withCleared(values, raw), _method: 'PUT' }, image) }),
    errorFallback: MSG.companyUpdateError,
    fields: FIELDS,
    success: { title: MSG.companyUpdated },
    invalidate: [queryKeys.companies, queryKeys.teams],
    onSuccess: (saved) => router.push(companyHref(saved.id)),
  });
  const form = company ? update : create;
  const errors = form.errors;

  /** The new owner team's id, once the company's fields are valid; null (errors shown) otherwise. */
  async function newOwnerTeam(): Promise<number | null> {
    // Company errors first, without creating anything (a placeholder owner is only checked, never sent).
    const { createCompanyBody } = await import('@/lib/contract/companies');
    if (!createCompanyBody.safeParse({ ...raw, team_id: 1 }).success) {
      await create.submit({ ...raw, team_id: '' });
      return null;
    }
    setCreatingTeam(true);
    const made = await createOwnerTeam(newTeamName);
    setCreatingTeam(false);
    setTeamErrors(made.ok ? {} : made.errors);
    if (!made.ok) return null;
    setTeamChoice(String(made.team.id));
    for (const queryKey of [queryKeys.teams, queryKeys.overview]) void queryClient.invalidateQueries({ queryKey });
    return made.team.id;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    let saved: Company | false;
    if (company) saved = await update.submit(raw);
    else {
      const teamId = owner.mode === 'new' ? await newOwnerTeam() : owner.teamId;
      saved = teamId === null ? false : await create.submit({ ...raw, team_id: teamId });
    }
    if (saved === false) focusFirstInvalid(formRef.current);
  }

  const cancelHref = company ? companyHref(company.id) : '/companies';
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={company ? `Edit ${company.name}` : 'New company'}>
      <Card>
        <CardBody className="space-y-5">
          {company ? null : (
            <OwnerTeamField
              teams={adminTeams}
              pending={teams.isPending}
              owner={owner}
              onChoose={setTeamChoice}
              newName={newTeamName}
              onNewName={setNewTeamName}
              errors={errors.team_id}
              newNameErrors={teamErrors.name}
              onRetry={() => void teams.refetch()}
            />
          )}
          <ImageField label="Company image" current={company?.image} onFileChange={setImage} errors={errors.image} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Name" errors={errors.name} required>
              <Input name="name" value={sub.name} maxLength={150} autoComplete="organization" onChange={(e) => sub.setName(e.target.value)} />
            </Field>
            <SubdomainField value={sub.subdomain} onChange={sub.setSubdomain} status={sub.status} suggesting={sub.suggesting} errors={errors.subdomain} />
            <Field label="Website" errors={errors.website} hint="Starts with http:// or https://.">
              <Input
                name="website"
                type="url"
                inputMode="url"
                value={text.website}
                maxLength={300}
                placeholder="https://"
                onChange={(e) => set('website')(e.target.value)}
              />
            </Field>
            <Field label="Industry" errors={errors.industry}>
              <Input name="industry" value={text.industry} maxLength={100} onChange={(e) => set('industry')(e.target.value)} />
            </Field>
          </div>
          <Field label="Description" errors={errors.description}>
            <Textarea name="description" value={text.description} maxLength={5000} onChange={(e) => set('description')(e.target.value)} />
          </Field>
        </CardBody>
        <CardFooter className="flex-col-reverse sm:flex-row">
          <ButtonLink href={cancelHref} variant="outline" className="w-full sm:w-auto">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={form.pending || creatingTeam} loadingText="Saving…" disabled={!company && !adminTeams} className="w-full sm:w-auto">
            {company ? 'Save changes' : 'Create company'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
