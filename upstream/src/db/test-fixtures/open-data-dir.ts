// `tsx upstream/src/db/test-fixtures/open-data-dir.ts <dir> <hold|read|write>`: opens the PGlite
// folder <dir> through openDatabase, as every command does (db/data-dir-lock.test.ts).
// hold: writes a row, prints "holding <pid>" and waits for a signal; read: prints the rows and closes;
// write: inserts one row and closes. Refusals go through exitOnStartFailure like the server's.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { exitOnStartFailure } from '../../start-failure';

const [dir, mode] = process.argv.slice(2);

async function main() {
  const started = Date.now();
  const handle = await openDatabase({ dataDir: dir });
  console.log(`opened in ${Date.now() - started} ms`);
  await handle.db.execute(sql`create table if not exists lock_probe (id serial primary key, note text not null)`);
  if (mode === 'hold' || mode === 'write') await handle.db.execute(sql`insert into lock_probe (note) values (${mode})`);
  if (mode === 'hold') {
    console.log(`holding ${process.pid}`);
    const stop = () => void handle.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    setInterval(() => undefined, 60_000);
    return;
  }
  const { rows } = (await handle.db.execute(sql`select note from lock_probe order by id`)) as unknown as { rows: { note: string }[] };
  console.log(`rows ${rows.map((r) => r.note).join(',')}`);
  await handle.close();
}

main().catch((err: unknown) => exitOnStartFailure('[probe]', err));
