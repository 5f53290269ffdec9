/** Types of scripts/test-groups/sequencer.mjs (plain ESM, loaded by Jest as its test sequencer). */
type SortableTest = { path: string; context: { config: { cache: boolean } } };
export default class GroupedSequencer {
  constructor(options: { contexts: unknown[]; globalConfig: { rootDir: string } });
  sort<T extends SortableTest>(tests: T[]): T[];
}
