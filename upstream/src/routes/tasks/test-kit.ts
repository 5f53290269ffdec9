/** Transitional: discussions/mentions.test.ts imports this; its kit is test/tasks-kit.ts (delete this file once that test imports it). */
export * from '../../test/tasks-kit';
