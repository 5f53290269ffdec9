import type { LookupFunction } from 'node:net';
import { forbiddenAddressReason } from './address-policy';
import { allowsAddress } from './allow-list';
import { NOT_ALLOWED } from './assert-allowed-url';
import type { AllowList } from './allow-list';
import { MonitoringFetchError } from './fetch-error';
import type { ResolveHost } from './resolve-host';

/**
 * A `lookup` for the socket of one request hop: resolves again and refuses forbidden addresses
 * at connect time, so a host that answered with a public address during `assertAllowedUrl` and a
 * private one now (DNS rebinding) is still refused. Node calls it with `all: true` when it races
 * address families (autoSelectFamily) and without it otherwise; both shapes are answered.
 */
export function guardedLookup(allow: AllowList, port: number, hostAllowed: boolean, resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    const answer = (found: Array<{ address: string; family: number }>): NodeJS.ErrnoException | Array<{ address: string; family: number }> => {
      const family = typeof options.family === 'number' ? options.family : 0;
      const usable = found.filter((a) => family === 0 || a.family === family);
      for (const { address } of usable) {
        const reason = forbiddenAddressReason(address);
        if (!hostAllowed && reason && !allowsAddress(allow, address, port)) {
          return new MonitoringFetchError('forbidden_target', `Refused ${hostname}: ${NOT_ALLOWED}`);
        }
      }
      return usable.length > 0 ? usable : Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
    };
    resolve(hostname).then(
      (found) => {
        const result = answer(found);
        if (result instanceof Error) callback(result, '', 0);
        else if (options.all) callback(null, result);
        else callback(null, result[0].address, result[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
