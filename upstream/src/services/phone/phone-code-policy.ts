import type { RateRule } from '../../lib/rate-limit';

/** Phone codes follow the emailed codes' rules (README "Contract decisions"), in one place. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
export const PHONE_MAX_WRONG_ATTEMPTS = 5;

const WINDOW = 15 * 60;

/**
 * Sends cost money and reach a third party's phone: limited per user and IP like email codes, and
 * per number so many accounts cannot flood one phone.
 */
export const phoneSendRules = (userId: number, ip: string, phone: string): RateRule[] => [
  { key: `phone-send:user:${userId}`, limit: 5, windowSeconds: WINDOW },
  { key: `phone-send:ip:${ip}`, limit: 30, windowSeconds: WINDOW },
  { key: `phone-send:number:${phone}`, limit: 5, windowSeconds: 60 * 60 },
];

export const phoneVerifyRules = (userId: number, ip: string): RateRule[] => [
  { key: `phone-verify:user:${userId}`, limit: 15, windowSeconds: WINDOW },
  { key: `phone-verify:ip:${ip}`, limit: 60, windowSeconds: WINDOW },
];

/** The stored hash binds the code to the user and the number it was sent to. */
export const phoneCodeSubject = (userId: number, phone: string, code: string) => `phone:${userId}:${phone}:${code}`;
