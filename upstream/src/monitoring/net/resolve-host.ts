import { lookup } from 'node:dns/promises';

/** Every address a host name resolves to (all families), as the connection would see them. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const resolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });
