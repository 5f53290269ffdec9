/** Throwaway databases on a PostgreSQL server, for tests (create-test-app, the jobs' pg-boss tests). */
import { randomBytes } from 'node:crypto';

/** A database name no other test run uses. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

/** Runs one statement (create / drop database) on the server's maintenance connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's URL pointed at database `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
