/** Moved to test/workspace-records-kit.ts (shared with other folders' tests); this re-export stays until those import it from there. */
export * from '../../test/workspace-records-kit';
