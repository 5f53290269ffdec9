import { RESERVED_SUBDOMAINS, subdomain as subdomainSchema } from '@/lib/contract/companies';

/**
 * The subdomain rules, pure (no database): how a name becomes a slug, when a subdomain is usable,
 * and which of `base`, `base-2`, `base-3`, … is the first free one.
 */

/** Longest slug made from a name: leaves room for a `-N` suffix inside a 63-character DNS label. */
export const SLUG_MAX = 50;
/** Appended to a slug that is too short or reserved (`ab` → `ab-company`, `admin` → `admin-company`). */
export const SLUG_FILLER = 'company';

export const SUBDOMAIN_TAKEN = 'The subdomain has already been taken.';

// Letters that Unicode decomposition does not fold to ASCII.
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

export function isReservedSubdomain(value: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(value);
}

/** Why `value` cannot be a subdomain (the contract's message), or null when its format is fine. */
export function subdomainFormatProblem(value: string): string | null {
  const result = subdomainSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'The subdomain is invalid.');
}

/**
 * A subdomain-safe slug of a company name: accents folded to ASCII, lowercase, letters and digits
 * joined by single hyphens, apostrophes dropped (`Joe's` → `joes`), at most SLUG_MAX characters.
 * A slug shorter than 3 characters or reserved gets `-company`; a name with no usable letter
 * becomes `company`. The result always passes the contract's `subdomain` schema.
 */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[ßæøœłđðþıħ]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  if (!slug) return SLUG_FILLER;
  if (slug.length < 3 || isReservedSubdomain(slug)) return `${slug}-${SLUG_FILLER}`;
  return slug;
}

/** `base` for n = 1, else `base-n`. */
export const withSuffix = (base: string, n: number): string => (n <= 1 ? base : `${base}-${n}`);

/** The first of `base`, `base-2`, `base-3`, … that is neither taken nor reserved. */
export function firstFreeSubdomain(base: string, taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(withSuffix(base, n)) || isReservedSubdomain(withSuffix(base, n))) n++;
  return withSuffix(base, n);
}
