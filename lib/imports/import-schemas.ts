/** The contracts the browser's reads are checked against outside production (loaded on demand, so zod stays out of the first load). */
import { dataOf, pageOf } from '@/lib/contract/common';
import { importResource } from '@/lib/contract/imports';

export const importPageSchema = pageOf(importResource);
export const importOneSchema = dataOf(importResource);
