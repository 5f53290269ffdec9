/**
 * Spec §5: the IP country lookup's reply must begin with `1;` and a two-letter code
 * (ip2c.org answers `1;US;USA;United States of America`); anything else means "unknown".
 */
const REPLY = /^1;([A-Z]{2});/;

export function parseIpCountryReply(reply: string): string | null {
  return REPLY.exec(reply)?.[1] ?? null;
}
