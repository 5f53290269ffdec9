/** Moved to test/retailers-kit.ts (shared with other folders' tests); this re-export stays until those import it from there. */
export * from '../../test/retailers-kit';
