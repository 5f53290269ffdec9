import ipaddr from 'ipaddr.js';
import { forbiddenAddressReason } from './address-policy';
import { allowsAddress, allowsHost } from './allow-list';
import type { AllowList } from './allow-list';
import { MonitoringFetchError } from './fetch-error';
import { resolveHost } from './resolve-host';
import type { ResolveHost } from './resolve-host';

export type AllowedTarget = {
  url: URL;
  host: string;
  port: number;
  /** The host itself is on the allow list: what it resolves to is not checked. */
  hostAllowed: boolean;
  addresses: Array<{ address: string; family: number }>;
};

/**
 * Refuses a URL the monitor must not fetch (`forbidden_target`): a scheme other than http(s),
 * credentials in the URL, or a host any of whose addresses is not public unicast — unless the allow
 * list names the host (with its port, if the entry has one) or a range holding every address.
 * Called before the first request and for every redirect hop; the connection itself checks again
 * (guarded lookup) so a DNS answer that changes in between cannot slip through.
 */
export async function assertAllowedUrl(input: string | URL, allow: AllowList, resolve: ResolveHost = resolveHost): Promise<AllowedTarget> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new MonitoringFetchError('invalid_url', `Not a URL: ${String(input).slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw forbidden(url, `scheme ${url.protocol}`);
  if (url.username || url.password) throw forbidden(url, 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const hostAllowed = allowsHost(allow, host, port);

  let addresses: Array<{ address: string; family: number }>;
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (cause) {
      throw new MonitoringFetchError('dns_failed', `Could not resolve ${host}`, { cause });
    }
    if (addresses.length === 0) throw new MonitoringFetchError('dns_failed', `No address for ${host}`);
  }
  if (!hostAllowed) {
    for (const { address } of addresses) {
      const reason = forbiddenAddressReason(address);
      if (reason && !allowsAddress(allow, address, port)) throw forbidden(url, NOT_ALLOWED);
    }
  }
  return { url, host, port, hostAllowed, addresses };
}

/**
 * What a refusal says about an address: never the address a host resolved to nor its range, which
 * would tell a person probing the monitor what our resolver sees (docs/security.md, "User patterns").
 */
export const NOT_ALLOWED = 'this address is not allowed';

function forbidden(url: URL, why: string): MonitoringFetchError {
  return new MonitoringFetchError('forbidden_target', `Refused ${url.origin}: ${why}`);
}
