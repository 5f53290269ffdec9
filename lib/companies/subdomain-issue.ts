import { subdomain as subdomainSchema } from '@/lib/contract/companies';

// Apart from subdomain.ts so the company form's first load takes no zod: use-subdomain imports this once the form is up (decision 0014).

/** The contract's own complaint about a subdomain (checked before asking the server), or null. */
export function localSubdomainIssue(value: string): string | null {
  const parsed = subdomainSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This subdomain is not valid.');
}
