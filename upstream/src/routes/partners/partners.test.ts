import { describePartyRoutes } from '../../test/company-parties-suite';

describePartyRoutes('partners');
