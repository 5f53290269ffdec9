/** React Query keys, in one place so live events and mutations invalidate the same entries. */
export const queryKeys = {
  user: ['user'] as const,
  overview: ['user', 'overview'] as const,
};
