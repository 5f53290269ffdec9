import { z } from '@hono/zod-openapi';

/** A download's answer in the OpenAPI document: the stored bytes (see document-response.ts), not JSON. */
export const documentBytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** A 200 of bytes in any of `mediaTypes` (exports: CSV or XLSX), for the OpenAPI document. */
export const bytesOf = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }])),
});
