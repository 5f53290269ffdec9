/** Types of static-headers.js (plain JS so next.config.mjs can import it). */
export declare const SECURITY_HEADERS: Readonly<Record<'X-Content-Type-Options' | 'X-Frame-Options' | 'Referrer-Policy' | 'Permissions-Policy', string>>;
export declare const API_CSP: string;
export declare const STATIC_CSP: string;
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export declare function staticHeaderRules(): HeaderRule[];
