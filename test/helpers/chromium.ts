/**
 * The machine's Chromium for the browser tests (playwright-core drives it; no
 * browser download): its path, the flags every test launches it with, and
 * the installation from Debian's packages when it is missing and we are root
 * (as .ci/run does).
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** null when Chromium is there (installed now if need be), else why it is not. */
export function ensureChromium(): string | null {
  if (fs.existsSync(CHROMIUM)) return null;
  try {
    if (process.getuid?.() !== 0) return 'not root, cannot apt-get install chromium';
    execFileSync('sh', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'ignore', timeout: 240_000 });
  } catch (err) {
    return `apt-get install chromium failed: ${(err as Error).message}`;
  }
  return fs.existsSync(CHROMIUM) ? null : `chromium installed but ${CHROMIUM} is missing`;
}
