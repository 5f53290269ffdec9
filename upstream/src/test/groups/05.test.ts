// First, at the top level: create-test-app registers the afterAll that closes the group's one
// database. Loaded first inside a member's describe, it would close the database when that member ends.
import '../create-test-app';
import { runGroup } from '@/scripts/test-groups/run-group';

runGroup('upstream', 5);
