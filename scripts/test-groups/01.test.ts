import { runGroup } from './run-group';

runGroup('bff', 1);
