// The settings of the scale bench (bench-scale.mjs), from the environment, and its small helpers.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

// ------------------------------------------------------------------ settings

export const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 20));
export const warmupSeconds = Math.max(0, Number(process.env.BENCH_WARMUP ?? 5));
export const seed = Number(process.env.BENCH_SEED ?? 20261126) >>> 0;
export const portBase = Number(process.env.BENCH_PORT_BASE ?? 5690);
export const KINDS = /** @type {const} */ (['pages', 'search', 'login', 'training']);
/**
 * Virtual users per kind of work: the fixed concurrency of the load (16 in all). BENCH_MIX changes it,
 * e.g. BENCH_MIX=pages=8,search=0 (kinds left out keep their number).
 */
export const MIX = { pages: 6, search: 4, login: 2, training: 4 };
for (const part of (process.env.BENCH_MIX ?? '').split(',').filter(Boolean)) {
  const [kind, count] = part.split('=');
  if (!KINDS.includes(kind) || !/^\d+$/.test(count ?? '')) {
    throw new Error(`BENCH_MIX: '${part}' is not kind=count with a kind of ${KINDS.join(', ')}`);
  }
  MIX[kind] = Number(count);
}
/**
 * A login VU starts a sign-up at most this often. The bot check's proof of work is the phone's job,
 * not the server's; solving it here would spend the cores the servers are measured on, so the
 * solutions are made before the load and a sign-up is paced to what that stock covers.
 */
export const LOGIN_INTERVAL_MS = 500;
export const SESSION_SECRET = randomBytes(32).toString('hex');
export const BRAND = 'dementie';
export const PAGES = ['/', '/wat-is-dementie'];
/** Real Dutch search words, most asked first: the pick leans towards the start of the list. */
export const WORDS = [
  'dementie',
  'geheugen',
  'alzheimer',
  'mantelzorg',
  'vergeetachtigheid',
  'wandelen',
  'dagbesteding',
  'huisarts',
  'diagnose',
  'onrust',
  'communicatie',
  'verpleeghuis',
  'bewegen',
  'casemanager',
  'respijtzorg',
  'ondersteuning',
  'familie',
  'slapen',
  'voeding',
  'jonge mensen',
  'erfelijk',
  'vrijwilliger',
  'training',
  'ervaringen',
  'gezondheid',
  'hulp thuis',
  'praten',
  'muziek',
  'rijbewijs',
  'geld',
];

// ------------------------------------------------------------------ small helpers

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function fmt(value, digits = 0) {
  return value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A URL for printing: the password never appears. */
export function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
