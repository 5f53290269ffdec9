import { randomBytes } from 'node:crypto';

/**
 * For tests against a PostgreSQL server: a fresh database on it (as create-test-app does), for
 * code that needs the connection string itself (pg-boss opens its own pool).
 */
export async function createThrowawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `t_jobs_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
