/** Types of scripts/jest-groups.mjs (plain ESM, loaded by jest.config.js). */
export declare const POSTGRES_SUITES: string[];
export declare const GROUP_COUNT: number;
export declare const GROUP_DIR: string;
export declare function planUpstreamTests(rootDir: string, opts: { onPostgres: boolean }): { groups: string[][]; alone: string[] };
