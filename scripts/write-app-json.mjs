#!/usr/bin/env node
// Writes public/app.json = { version: "<package version>+<git short sha | timestamp>", built_at: ISO }.
// The browser polls it (components/ui/new-version-banner.tsx) to offer a refresh after a deploy.
// Run before `next build`. Works without git (or outside a repository): falls back to a timestamp.
// APP_VERSION in the environment overrides the computed version.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const now = new Date();

function packageVersion() {
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    return typeof pkg.version === 'string' && pkg.version ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function gitShortSha() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    })
      .toString()
      .trim();
    return /^[0-9a-f]{4,40}$/i.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

// 20261122T101055Z: sortable, URL- and semver-build-safe.
const timestamp = now
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const version = process.env.APP_VERSION || `${packageVersion()}+${gitShortSha() ?? timestamp}`;
const appJson = { version, built_at: now.toISOString() };

const dir = path.join(root, 'public');
mkdirSync(dir, { recursive: true });
const target = path.join(dir, 'app.json');
const tmp = `${target}.${process.pid}.tmp`;
writeFileSync(tmp, `${JSON.stringify(appJson, null, 2)}\n`);
renameSync(tmp, target); // atomic: a running server never serves a half-written file
console.log(`[write-app-json] ${path.relative(root, target)} → ${version}`);
