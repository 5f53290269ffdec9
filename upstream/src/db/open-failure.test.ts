import { DataDirInUseError } from './data-dir-lock';
import { DatabaseOpenError, dataDirLabel, describeError, isCannotStart } from './open-failure';

/** A start that cannot open the database says why in the driver's words, not only Drizzle's wrapper. */
test('describeError follows the cause chain Drizzle wraps the driver error in', () => {
  const driver = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { code: '53100' });
  const drizzle = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause: driver });
  const opened = new DatabaseOpenError(drizzle);
  expect(opened.message).toBe(
    'cannot open the database: Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: : could not write to file "pg_wal/xlogtemp.42": No space left on device (53100)',
  );
  expect(describeError(opened)).toBe(opened.message); // the causes are already in it: not repeated
  expect(describeError('plain')).toBe('plain');
});

test('only a database that cannot be opened or is locked means "cannot start" (exit 78)', () => {
  expect(isCannotStart(new DatabaseOpenError(new Error('corrupt')))).toBe(true);
  expect(isCannotStart(new DataDirInUseError('.data', 42))).toBe(true);
  expect(isCannotStart(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false);
});

test('the lock message names DATA_DIR as configured', () => {
  const saved = process.env.DATA_DIR;
  try {
    process.env.DATA_DIR = '.data';
    expect(dataDirLabel('.data/pglite')).toBe('.data');
    expect(new DataDirInUseError(dataDirLabel('.data/pglite'), 4242).message).toBe('the database in .data is in use by process 4242');
    process.env.DATA_DIR = '/srv/collab';
    expect(dataDirLabel('/srv/collab/pglite')).toBe('/srv/collab');
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  }
});
