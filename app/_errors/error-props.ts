/** What Next hands an `error.tsx` boundary (`retry`, Next 16, refetches the server components first). */
export type ErrorProps = { error: Error & { digest?: string }; reset: () => void; retry?: () => void };
