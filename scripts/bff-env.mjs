// The BFF process's environment: the launcher's, plus the peer-address hook preloaded (see
// scripts/peer-address-hook.mjs). A file URL needs no quoting in NODE_OPTIONS, whatever the path.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './launch-lib.mjs';

export function bffEnv(env) {
  const hook = `--import=${pathToFileURL(path.join(root, 'scripts', 'peer-address-hook.mjs')).href}`;
  const options = env.NODE_OPTIONS?.trim();
  return { ...env, NODE_OPTIONS: options ? `${options} ${hook}` : hook };
}
