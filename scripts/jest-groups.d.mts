/** Types of scripts/jest-groups.mjs (plain ESM, loaded by jest.config.js). */
export type Project = 'upstream' | 'bff';
export declare const ENGINE_SUITES: string[];
export declare const GROUPS: Record<Project, { dir: string; count: number; roots: string[]; aloneByPath: string[] }>;
export declare function planTests(rootDir: string, project: Project, opts: { engineSlice: boolean }): { groups: string[][]; alone: string[] };
export declare function groupFile(project: Project, n: number): string;
