// CPU time from /proc for the scale bench (bench-scale.mjs): per process tree, PostgreSQL and the machine.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// ------------------------------------------------------------------ CPU from /proc

export const ticksPerSecond =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** Every process: parent, name, own CPU ticks and the ticks of its children it has reaped. */
export function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat
        .slice(close + 2)
        .split(' ')
        .map((f) => Number(f));
      table.set(Number(name), {
        ppid: fields[1],
        comm,
        ticks: fields[11] + fields[12],
        reaped: fields[13] + fields[14],
      });
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/** CPU ticks of a process and everything under it (tsx's esbuild, nginx's workers). */
export function treeTicks(table, rootPid) {
  let total = 0;
  const stack = [rootPid];
  const seen = new Set();
  while (stack.length > 0) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    const entry = table.get(pid);
    if (!entry) continue;
    total += entry.ticks;
    for (const [child, info] of table) if (info.ppid === pid) stack.push(child);
  }
  return total;
}

/**
 * All of PostgreSQL: every live postgres process, plus what the postmaster has reaped (backends of
 * connections that closed during the window). Other work on the machine that uses the same
 * PostgreSQL is in it too.
 */
function postgresTicks(table) {
  let total = 0;
  for (const [, info] of table) {
    if (info.comm !== 'postgres') continue;
    total += info.ticks;
    if (table.get(info.ppid)?.comm !== 'postgres') total += info.reaped;
  }
  return total;
}

function machineTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export function cpuSnapshot(serverPids, frontPid) {
  const table = processTable();
  return {
    at: performance.now(),
    generator: process.cpuUsage(),
    servers: serverPids.map((pid) => treeTicks(table, pid)),
    front: frontPid ? treeTicks(table, frontPid) : 0,
    postgres: postgresTicks(table),
    machine: machineTicks(),
  };
}
