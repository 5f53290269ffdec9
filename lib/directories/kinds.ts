import type { DirectoryKind } from '@/lib/contract/directories';

/** The company's own partners and distributors share one set of screens, parameterised by kind. */
export type PartyKind = Exclude<DirectoryKind, 'retailers'>;
export const PARTY_KINDS = ['partners', 'distributors'] as const satisfies readonly PartyKind[];

export type KindWords = {
  /** "partner" */
  one: string;
  /** "partners" */
  many: string;
  /** "Partner" */
  One: string;
  /** "Partners" */
  Many: string;
};

const words = (one: string, many: string): KindWords => ({ one, many, One: one[0].toUpperCase() + one.slice(1), Many: many[0].toUpperCase() + many.slice(1) });

export const KIND_WORDS: Record<DirectoryKind, KindWords> = {
  retailers: words('retailer', 'retailers'),
  partners: words('partner', 'partners'),
  distributors: words('distributor', 'distributors'),
};

/** Shared directory (`GET {kind}/search?q=`, `POST {kind}`, `GET {kind}/{id}`). */
export const directorySearchApi = (kind: DirectoryKind) => `${kind}/search`;
export const directoryApi = (kind: DirectoryKind) => kind;
export const directoryEntryApi = (kind: DirectoryKind, id: number) => `${kind}/${id}`;

/** The company's own records of a kind, and its master agreements (links to the directory). */
export const partiesApi = (companyId: number, kind: PartyKind) => `companies/${companyId}/${kind}`;
export const partyApi = (companyId: number, kind: PartyKind, id: number) => `companies/${companyId}/${kind}/${id}`;
export const masterLinksApi = (companyId: number, kind: PartyKind) => `companies/${companyId}/master-${kind}`;
export const masterLinkApi = (companyId: number, kind: PartyKind, id: number) => `companies/${companyId}/master-${kind}/${id}`;

export const partiesHref = (companyId: number, kind: PartyKind) => `/company/${companyId}/${kind}`;
export const partyHref = (companyId: number, kind: PartyKind, id: number) => `/company/${companyId}/${kind}/${id}`;

/** Section 8 style texts for a kind: "Partner created", "Error fetching partners", … */
export function kindMessages(kind: DirectoryKind) {
  const w = KIND_WORDS[kind];
  return {
    fetchList: `Error fetching ${w.many}`,
    fetchOne: `Error fetching ${w.one}`,
    create: `Error creating ${w.one}`,
    update: `Error updating ${w.one}`,
    delete: `Error deleting ${w.one}`,
    created: `${w.One} created`,
    updated: `${w.One} updated`,
    deleted: `${w.One} deleted`,
    search: `Error searching the ${w.one} directory`,
    directoryCreate: `Error creating directory ${w.one}`,
    directoryCreated: `Directory ${w.one} created`,
    linksFetch: `Error fetching master ${w.many}`,
    link: `Error linking master ${w.one}`,
    linkUpdate: `Error updating master ${w.one}`,
    unlink: `Error unlinking master ${w.one}`,
    linked: `Master ${w.one} linked`,
    linkUpdated: `Master ${w.one} updated`,
    unlinked: `Master ${w.one} unlinked`,
  };
}
