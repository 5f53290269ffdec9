import ipaddr from 'ipaddr.js';
import { embeddedIPv4 } from './embedded-ipv4';

type Entry = { kind: 'host'; host: string; port: number | null } | { kind: 'cidr'; range: [ipaddr.IPv4 | ipaddr.IPv6, number]; port: number | null };

/** Targets a person allowed despite the address policy (the demo shop, an intranet test shop). */
export type AllowList = { entries: Entry[] };

export const EMPTY_ALLOW_LIST: AllowList = { entries: [] };

/**
 * Parses `MONITORING_ALLOW_HOSTS`-style settings: comma- or space-separated host names, IP
 * addresses or CIDR ranges, each optionally with a port — `localhost:4500`, `127.0.0.1`,
 * `10.0.0.0/8`, `[::1]:4500`, `::1`. Unreadable entries are skipped (and never widen the list).
 */
export function parseAllowList(value: string | undefined | null): AllowList {
  const entries: Entry[] = [];
  for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const entry = parseEntry(item.trim().toLowerCase());
    if (entry) entries.push(entry);
  }
  return { entries };
}

function parseEntry(item: string): Entry | null {
  let host = item;
  let port: number | null = null;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
  if (bracketed) {
    host = bracketed[1];
    port = bracketed[2] ? Number(bracketed[2]) : null;
  } else if ((item.match(/:/g) ?? []).length === 1) {
    const [h, p] = item.split(':');
    if (!/^\d+$/.test(p)) return null;
    host = h;
    port = Number(p);
  }
  if (port !== null && (port < 1 || port > 65535)) return null;
  const cidr = host.includes('/') ? host : ipaddr.isValid(host) ? `${host}/${ipaddr.parse(host).kind() === 'ipv4' ? 32 : 128}` : null;
  if (cidr !== null) return ipaddr.isValidCIDR(cidr) ? { kind: 'cidr', range: ipaddr.parseCIDR(cidr), port } : null;
  return /^[a-z0-9.-]+$/.test(host) ? { kind: 'host', host: host.replace(/\.$/, ''), port } : null;
}

/** The host name itself is allowed (then whatever it resolves to is allowed). */
export function allowsHost(list: AllowList, host: string, port: number): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return list.entries.some((e) => e.kind === 'host' && e.host === name && (e.port === null || e.port === port));
}

/**
 * The address lies in an allowed range. IPv4-mapped and IPv4-compatible IPv6 (a connection to
 * them reaches the IPv4 host) are compared as IPv4; tunnels (NAT64, 6to4, Teredo) are not.
 */
export function allowsAddress(list: AllowList, address: string, port: number): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  const embedded = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : null;
  if (embedded?.kind === 'direct') parsed = embedded.addresses[0];
  return list.entries.some((e) => e.kind === 'cidr' && e.range[0].kind() === parsed.kind() && parsed.match(e.range) && (e.port === null || e.port === port));
}
