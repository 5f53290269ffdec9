import { z } from '@hono/zod-openapi';

/**
 * A download's answer in the OpenAPI document: the stored bytes (see document-response.ts), not JSON,
 * in the type sniffed at upload (PDF, an Office or image type…; application/octet-stream when none
 * was recognised), so any media type.
 */
export const documentBytes = (description: string) => ({
  description: `${description} (in the type sniffed at upload)`,
  headers: {
    'Content-Disposition': { description: 'attachment (or inline, for a preview), with the original file name', schema: { type: 'string' as const } },
  },
  content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** A 200 of bytes in any of `mediaTypes` (exports: CSV or XLSX), for the OpenAPI document. */
export const bytesOf = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }])),
});
