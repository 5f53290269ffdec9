import { runGroup } from './run-group';

runGroup(10);
