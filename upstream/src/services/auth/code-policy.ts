import type { RateRule } from '../../lib/rate-limit';

/** The rules of emailed codes, in one place. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_ATTEMPTS = 5;
export const SESSION_TOKEN_DAYS = 30;

const WINDOW = 15 * 60;

export type IpLimits = { sendsPerIp: number; triesPerIp: number };

export const sendRules = (email: string, ip: string, limits: IpLimits): RateRule[] => [
  { key: `send:email:${email}`, limit: 5, windowSeconds: WINDOW },
  { key: `send:ip:${ip}`, limit: limits.sendsPerIp, windowSeconds: WINDOW },
];

export const verifyRules = (email: string, ip: string, limits: IpLimits): RateRule[] => [
  { key: `verify:email:${email}`, limit: 15, windowSeconds: WINDOW },
  { key: `verify:ip:${ip}`, limit: limits.triesPerIp, windowSeconds: WINDOW },
];
