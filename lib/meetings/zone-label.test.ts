import { zoneIsItsAbbreviation, zoneLabel, zoneName } from './zone-label';

describe('zone label', () => {
  it('names a zone with its abbreviation', () => {
    expect(zoneLabel('Europe/Paris', 'CET')).toBe('Europe/Paris (CET)');
    expect(zoneLabel('America/New_York', 'EST')).toBe('America/New York (EST)');
  });

  it('shows UTC once, not "UTC (UTC)"', () => {
    expect(zoneLabel('UTC', 'UTC')).toBe('UTC');
    expect(zoneLabel('Etc/UTC', 'UTC')).toBe('UTC');
    expect(zoneLabel('GMT', 'GMT')).toBe('GMT');
  });

  it('spells IANA names with spaces and knows when they repeat the abbreviation', () => {
    expect(zoneName('America/Los_Angeles')).toBe('America/Los Angeles');
    expect(zoneIsItsAbbreviation('UTC', 'UTC')).toBe(true);
    expect(zoneIsItsAbbreviation('Europe/London', 'GMT')).toBe(false);
  });
});
