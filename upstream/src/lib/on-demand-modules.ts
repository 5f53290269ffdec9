import type { load as cheerioLoad } from 'cheerio';
import type ExcelJSModule from 'exceljs';

/**
 * Libraries that only some requests use, loaded the first time one does. Imported at the top of a
 * module they were part of loading the whole app: exceljs ~0.35 s and cheerio ~0.2 s of every cold
 * start and of each of the ~240 upstream test files (docs/performance.md, "CI"). Each promise is
 * kept, so the module is loaded once per process.
 */
let excel: Promise<typeof ExcelJSModule> | undefined;
let cheerio: Promise<typeof cheerioLoad> | undefined;

/** exceljs (spreadsheet imports and XLSX exports). */
export function loadExcelJS(): Promise<typeof ExcelJSModule> {
  excel ??= import('exceljs').then((m) => m.default);
  return excel;
}

/** cheerio's `load` (monitoring: page text, extraction, the sanitizer's fallback). */
export function loadCheerio(): Promise<typeof cheerioLoad> {
  cheerio ??= import('cheerio').then((m) => m.load);
  return cheerio;
}
