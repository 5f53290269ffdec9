import type { z } from 'zod';
import type { companyPartyResource, masterLinkResource } from '@/lib/contract/relations';

/** A company's own partner or distributor. */
export type CompanyParty = z.infer<typeof companyPartyResource>;
/** A master agreement: the company's link to a shared directory partner or distributor. */
export type MasterLink = z.infer<typeof masterLinkResource>;
