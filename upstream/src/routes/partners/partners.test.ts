import { describePartyRoutes } from './party-suite';

describePartyRoutes('partners');
