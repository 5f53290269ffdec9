import { EventEmitter } from 'node:events';

/**
 * Tells this process's monitoring workers that requests are waiting, so "scrape now" starts at
 * once instead of at the next poll. Workers in other processes find the rows by polling (and, on
 * PostgreSQL, by the pg-boss wake-up job the runner sends).
 */
export const monitoringWake = new EventEmitter();
monitoringWake.setMaxListeners(0);

export function wakeMonitoringWorkers(): void {
  monitoringWake.emit('wake');
}
