import { databaseUrl, onServer, uniqueDatabaseName } from '../test/server-database';

/**
 * For tests against a PostgreSQL server: a fresh database on it (as create-test-app does), for
 * code that needs the connection string itself (pg-boss opens its own pool).
 */
export async function createThrowawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('t_jobs');
  await onServer(serverUrl, `create database ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
