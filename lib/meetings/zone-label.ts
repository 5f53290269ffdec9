/**
 * How a time zone is named in text. The IANA name reads better with spaces ("America/New York"); the
 * abbreviation follows in brackets unless it would repeat the name: "UTC", not "UTC (UTC)".
 */

/** Names whose abbreviation says all there is ("UTC", "Etc/UTC", "GMT"). */
const SAME_AS_ABBREVIATION = /^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/;

/** "America/New_York" → "America/New York". */
export const zoneName = (tz: string): string => tz.replace(/_/g, ' ');

/** True when the zone's name and its abbreviation say the same thing. */
export const zoneIsItsAbbreviation = (tz: string, abbreviation: string): boolean => zoneName(tz) === abbreviation || SAME_AS_ABBREVIATION.test(tz);

/** "Europe/Paris (CET)", or just "UTC" for UTC. */
export function zoneLabel(tz: string, abbreviation: string): string {
  return zoneIsItsAbbreviation(tz, abbreviation) ? abbreviation : `${zoneName(tz)} (${abbreviation})`;
}
