import { masterLinkBody, masterLinkResource, masterLinkUpdateBody } from '@/lib/contract/relations';
import { companyJsonRoutes } from '../../lib/company-json-routes';

/** What differs between master partners and master distributors. */
export type MasterRouteSpec = { segment: string; idName: string; label: string };

/** The five routes of a master link resource (`companies/{companyId}/<segment>[/{<idName>}]`). */
export function masterRoutes(spec: MasterRouteSpec) {
  const oneAnswer = 'The link with the directory entry’s name, website and country';
  return companyJsonRoutes({
    segment: spec.segment,
    idName: spec.idName,
    resource: masterLinkResource,
    body: masterLinkBody,
    updateBody: masterLinkUpdateBody,
    listAnswer: `The company's ${spec.segment}, paged; search and sort by the entry's name`,
    createdAnswer: oneAnswer,
    oneAnswer,
    removedAnswer: 'Unlinked',
    createDescription: `Links an entry of the shared ${spec.label.toLowerCase()} directory into the company (once).`,
    updateDescription: 'The notes change when sent; empty or null clears them.',
    removeDescription: 'Unlinks the entry; the directory entry itself stays.',
  });
}
