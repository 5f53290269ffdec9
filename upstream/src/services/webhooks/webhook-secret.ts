import { randomBytes, randomUUID } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the key the HMAC uses). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A message id (`webhook-id`): `msg_` and a random UUID's 32 hex digits. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;
