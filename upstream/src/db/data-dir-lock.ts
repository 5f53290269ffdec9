import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The embedded database's folder belongs to one process: PGlite is single-process, and a second
 * opener (a stray server, `npm run seed`, a job) corrupts it. `openDatabase` takes this lock before
 * PGlite touches the folder; a second opener is refused before it changes anything.
 *
 * - The lock is proper-lockfile's `<dir>.lock` directory (mkdir is atomic), its mtime refreshed
 *   every UPDATE_MS by the holder; the holder's PID is in `<dir>.lock.pid` beside it.
 * - Stale: a holder whose PID is not alive (SIGKILL, power loss, a container restarted with the
 *   same PID) is stale at once, so the next start takes over without waiting; with no PID file
 *   (the holder died between the two writes) proper-lockfile's mtime rule decides after STALE_MS.
 * - Released on close, and on process exit (proper-lockfile's exit hook; the PID file here).
 */
const STALE_MS = 10_000;
const UPDATE_MS = 2_000;
/** How long a lock without a PID file may be its holder's first instant before the mtime rule decides. */
const PID_WAIT_MS = 1_500;

export class DataDirInUseError extends Error {
  readonly pid: number | null;
  constructor(label: string, pid: number | null) {
    super(`the database in ${label} is in use by process ${pid ?? 'unknown'}`);
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

const held = new Map<string, () => Promise<void>>();
const pidFiles = new Set<string>();
let exitHookInstalled = false;

const lockPathOf = (dir: string) => `${dir}.lock`;
const pidPathOf = (dir: string) => `${dir}.lock.pid`;

function readHolder(pidPath: string): number | null {
  try {
    const pid = Number(readFileSync(pidPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user, which is still a live holder.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const file of pidFiles) rmSync(file, { force: true });
  });
}

/**
 * Takes the folder `dir` for this process, or throws DataDirInUseError naming the holder ("the
 * database in <label> is in use by process N"; `label` is the folder as the user configured it).
 * Resolves to the release function.
 */
export async function lockDataDir(dir: string, label = dir): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir);
  if (held.has(absolute)) throw new DataDirInUseError(label, process.pid);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const lockPath = lockPathOf(absolute);
  const pidPath = pidPathOf(absolute);
  const started = Date.now();
  for (;;) {
    const holder = readHolder(pidPath);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(label, holder);
    if (holder !== null) {
      // Dead (or our own PID recorded by an earlier life of this container): stale at once.
      rmSync(pidPath, { force: true });
      rmSync(lockPath, { recursive: true, force: true });
    }
    try {
      const release = await lockfile.lock(absolute, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: UPDATE_MS,
        retries: 0,
        onCompromised: (err) => console.warn(`[db] the lock on ${label} was disturbed: ${err.message}`),
      });
      writeHolder(pidPath);
      const releaseOnce = async () => {
        if (held.get(absolute) !== releaseOnce) return;
        held.delete(absolute);
        pidFiles.delete(pidPath);
        rmSync(pidPath, { force: true });
        await release().catch(() => undefined);
      };
      held.set(absolute, releaseOnce);
      return releaseOnce;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      // Locked but no PID yet: the holder is between its two writes. Wait a moment, then let
      // proper-lockfile's mtime rule be the judge (a live holder keeps the mtime fresh).
      if (Date.now() - started > PID_WAIT_MS + STALE_MS) throw new DataDirInUseError(label, readHolder(pidPath));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function writeHolder(pidPath: string) {
  installExitHook();
  pidFiles.add(pidPath);
  const temporary = `${pidPath}.${process.pid}.tmp`;
  writeFileSync(temporary, `${process.pid}\n`);
  renameSync(temporary, pidPath);
}
