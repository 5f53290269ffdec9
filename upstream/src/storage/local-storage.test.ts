import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('local disk', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
  // A subdirectory, so a name that escaped it would land in `root` and show up as a leftover.
  const dir = path.join(root, 'uploads');
  return {
    storage: createLocalStorage(dir),
    // Everything under root, `.part` files included: a refused upload must leave none.
    stored: async () => (await readdir(dir).catch(() => [] as string[])).concat((await readdir(root)).filter((n) => n !== 'uploads')).sort(),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});
