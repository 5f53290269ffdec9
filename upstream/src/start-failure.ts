import { describeError, EXIT_CANNOT_START, isCannotStart } from './db/open-failure';

/**
 * A process that could not start says why (the whole cause chain) and exits: with
 * EXIT_CANNOT_START (78) when a retry cannot succeed (the database locked by another process,
 * corrupt, the disk full), so the launcher stops restarting it; 1 otherwise (say, PostgreSQL not up yet).
 * The line reads `<prefix> cannot start: <reason>` or `<prefix> failed to start: <reason>`.
 */
export function exitOnStartFailure(prefix: string, error: unknown): never {
  const cannot = isCannotStart(error);
  console.error(`${prefix} ${cannot ? 'cannot start' : 'failed to start'}: ${describeError(error)}`);
  process.exit(cannot ? EXIT_CANNOT_START : 1);
}
