import { describePartyRoutes } from '../partners/party-suite';

describePartyRoutes('distributors');
