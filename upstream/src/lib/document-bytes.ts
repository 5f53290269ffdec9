import { z } from '@hono/zod-openapi';

/** A download's answer in the OpenAPI document: the stored bytes (see document-response.ts), not JSON. */
export const documentBytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
});
