/** Transitional: discussions/mentions.test.ts imports this; its kit is test/insights-kit.ts (delete this file once that test imports it). */
export * from '../../test/insights-kit';
