/** Reading node's IncomingMessage the way the BFF's shared rules read a fetch Request. */
import type { IncomingMessage } from 'node:http';

/** `headers.get(name)` over node's lower-cased header record (repeated values joined as fetch does). */
export function headerReader(message: IncomingMessage): { get(name: string): string | null } {
  return {
    get(name) {
      const value = message.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** One cookie's value from a Cookie header (the first of that name), percent-decoded like Next does. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
