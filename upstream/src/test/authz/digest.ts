import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Tables left out of the digest because any request may legitimately write them: `rate_limits`
 * (auth and SMS counters tick on every attempt, allowed or not). `api_tokens` stays in, minus its
 * `last_used_at` column, which resolving a token refreshes (at most once a minute) on any call.
 */
export const DIGEST_EXCLUDED_TABLES = ['rate_limits'] as const;
export const DIGEST_EXCLUDED_COLUMNS = ['api_tokens.last_used_at'] as const;

const excluded = DIGEST_EXCLUDED_TABLES.map((n) => `'${n}'`).join(', ');

/** One function per job, so a digest or a restore is one SQL round trip. */
const SETUP = [
  `create or replace function authz_table_digest(tbl text) returns text language plpgsql as $$
  declare h text;
  begin
    execute format('select md5(coalesce(string_agg(x, ''|'' order by x), '''')) from (select (to_jsonb(t) - ''last_used_at'')::text as x from public.%I t) s', tbl) into h;
    return tbl || '=' || h || ' ';
  end $$`,
  `create or replace function authz_digest() returns text language plpgsql as $$
  declare r record; acc text := '';
  begin
    for r in select tablename from pg_tables where schemaname = 'public' and tablename not in (${excluded}) order by tablename loop
      acc := acc || authz_table_digest(r.tablename);
    end loop;
    return acc;
  end $$`,
  // Which tables a call wrote: a statement-level trigger on every table notes its name (it fires for
  // any insert, update, delete or truncate, from a trigger or a cascade too, even when no row
  // changed), so after a call only those tables are digested, not all ~80 (the full digest was 40%
  // of the matrix's time). Not when copying back: triggers do not fire under session_replication_role
  // = replica, and the full restore's notes are cleared by the next check.
  `create schema if not exists authz_meta`,
  `create table if not exists authz_meta.touched (name text primary key)`,
  `create or replace function authz_meta.note_touched() returns trigger language plpgsql as $$
  begin
    insert into authz_meta.touched values (tg_table_name) on conflict do nothing;
    return null;
  end $$`,
  `do $$
  declare r record;
  begin
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create or replace trigger authz_note_touched after insert or update or delete or truncate on public.%I for each statement execute function authz_meta.note_touched()', r.tablename);
    end loop;
  end $$`,
  // The digests of the tables written since the last call (the excluded ones left out), and the notes cleared.
  `create or replace function authz_touched_digest() returns text language plpgsql as $$
  declare r record; acc text := '';
  begin
    for r in delete from authz_meta.touched returning name loop
      if r.name not in (${excluded}) then acc := acc || authz_table_digest(r.name); end if;
    end loop;
    return acc;
  end $$`,
  `create or replace function authz_snapshot() returns void language plpgsql as $$
  declare r record;
  begin
    drop schema if exists authz_snap cascade;
    create schema authz_snap;
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create table authz_snap.%I as select * from public.%I', r.tablename, r.tablename);
    end loop;
  end $$`,
  // Foreign keys are checked per statement, so tables are copied back in passes: one that trips
  // a key waits for the next pass (no superuser needed, unlike session_replication_role).
  `create or replace function authz_restore() returns void language plpgsql as $$
  declare pending text[]; later text[]; tbl text;
  begin
    execute (select 'truncate ' || string_agg(format('public.%I', tablename), ', ') || ' cascade' from pg_tables where schemaname = 'public');
    -- list_counts is kept by triggers on the other tables (migration 0007): the copies below count
    -- their rows again, so it is put back last, over whatever they added.
    pending := array(select tablename::text from pg_tables where schemaname = 'authz_snap' and tablename <> 'list_counts' order by tablename);
    loop
      later := '{}';
      foreach tbl in array pending loop
        begin
          execute format('insert into public.%I select * from authz_snap.%I', tbl, tbl);
        exception when foreign_key_violation then later := later || tbl;
        end;
      end loop;
      exit when cardinality(later) = 0;
      if cardinality(later) = cardinality(pending) then raise exception 'restore stuck on %', later; end if;
      pending := later;
    end loop;
    delete from public.list_counts;
    insert into public.list_counts select * from authz_snap.list_counts;
  end $$`,
  // The fast path: only the tables a call changed, with foreign-key triggers off for the copy
  // (session_replication_role needs a superuser: PGlite is one; elsewhere restoreAll is used).
  `create or replace function authz_restore_tables(names text[]) returns void language plpgsql as $$
  declare tbl text;
  begin
    perform set_config('session_replication_role', 'replica', true);
    foreach tbl in array names loop
      execute format('delete from public.%I', tbl);
      execute format('insert into public.%I select * from authz_snap.%I', tbl, tbl);
    end loop;
    perform set_config('session_replication_role', 'origin', true);
  end $$`,
];

export async function installDigest(db: Db): Promise<void> {
  for (const statement of SETUP) await db.execute(sql.raw(statement));
}

/** `table=md5 ...` over every row of every table but the excluded ones. */
export async function digest(db: Db): Promise<string> {
  const res = (await db.execute(sql.raw('select authz_digest() as d'))) as unknown as { rows: { d: string }[] };
  return res.rows[0].d;
}

/**
 * The tables whose contents differ from `baseline` after a call: only the tables the call wrote are
 * digested (the triggers above), then compared with their baseline digest.
 */
export async function changedSince(db: Db, baseline: string): Promise<string[]> {
  const res = (await db.execute(sql.raw('select authz_touched_digest() as d'))) as unknown as { rows: { d: string }[] };
  return changedTables(baseline, res.rows[0].d);
}

/** The tables whose digest differs between two digests (`after` may list only some tables). */
export function changedTables(before: string, after: string): string[] {
  const a = new Map(
    before
      .trim()
      .split(' ')
      .map((p) => p.split('=') as [string, string]),
  );
  return after
    .trim()
    .split(' ')
    .map((p) => p.split('=') as [string, string])
    .filter(([k, v]) => a.get(k) !== v)
    .map(([k]) => k);
}

export const snapshot = (db: Db) => db.execute(sql.raw('select authz_snapshot()'));
export const restoreAll = (db: Db) => db.execute(sql.raw('select authz_restore()'));

/**
 * Puts the world back after a call changed `tables`: the fast per-table copy, else the full
 * truncate-and-copy (each area's test checks the digest against the baseline at its end). The excluded tables are always copied back too,
 * so rate-limit counters never build up across cells.
 */
export const restoreStats = { fast: 0, full: 0 };
export async function restore(db: Db, tables: string[]): Promise<void> {
  const names = [...new Set([...tables, ...DIGEST_EXCLUDED_TABLES])];
  try {
    await db.execute(sql`select authz_restore_tables(${`{${names.join(',')}}`}::text[])`);
    restoreStats.fast += 1;
    return;
  } catch {
    // Not a superuser (a CI PostgreSQL role): fall through to the full restore.
  }
  restoreStats.full += 1;
  await restoreAll(db);
}
export const dropSnapshot = (db: Db) => db.execute(sql.raw('drop schema if exists authz_snap cascade'));
