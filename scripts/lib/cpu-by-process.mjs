// Where a test run's CPU goes: samples /proc every second for every process below this one and
// adds up user+system time by kind (Chromium, the functions' runtimes, vitest workers, the
// firebase CLI, the offline emulators in the runner…). `node scripts/test.mjs --cpu` prints the
// table at the end (docs/local-stack.md, "Where the time goes"). Linux only; elsewhere it reports
// nothing. A process that lives less than a second between two samples is missed (its time then
// shows up nowhere, not in the wrong row).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/** The kind of a process, from its command line. */
function kindOf(cmdline, pid) {
  if (pid === process.pid) return 'runner + offline emulators (test.mjs)';
  if (/chromium|chrome/.test(cmdline)) return 'Chromium';
  if (/functionsEmulatorRuntime/.test(cmdline)) return 'functions (runtimes)';
  if (/firebase(\.js)?\s.*emulators:/.test(cmdline))
    return 'firebase CLI (auth, hosting, functions host)';
  if (/vitest/.test(cmdline)) return 'vitest';
  if (/maildev/.test(cmdline)) return 'mail inbox (MailDev)';
  if (/\btsc\b|typescript/.test(cmdline)) return 'tsc';
  if (/eslint/.test(cmdline)) return 'ESLint';
  if (/vite|esbuild|rolldown/.test(cmdline)) return 'vite build';
  return 'other';
}

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may contain spaces or parentheses: fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null;
  }
}

function readCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Starts sampling; `stop()` returns `{ kind: seconds }` of CPU and the wall time. */
export function sampleCpuByProcess(intervalMs = 1000) {
  const started = Date.now();
  const seen = new Map(); // pid -> { kind, cpu }
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    const stats = new Map();
    for (const name of pids) {
      const stat = readStat(Number(name));
      if (stat) stats.set(Number(name), stat);
    }
    const below = (pid) => {
      for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
        if (p === process.pid) return true;
        p = stats.get(p)?.ppid ?? 0;
      }
      return false;
    };
    /** Whether an ancestor of `pid` (below this process) is the firebase CLI: the stack step. */
    const inStack = (pid) => {
      for (let p = stats.get(pid)?.ppid ?? 0, hops = 0; p > 1 && hops < 64; hops++) {
        if (p === process.pid) return false;
        if (/emulators:exec/.test(readCmdline(p))) return true;
        p = stats.get(p)?.ppid ?? 0;
      }
      return false;
    };
    for (const [pid, { cpu }] of stats) {
      if (!below(pid)) continue;
      const known = seen.get(pid);
      if (known) {
        known.cpu = cpu;
        continue;
      }
      let kind = kindOf(readCmdline(pid), pid);
      if (kind === 'vitest')
        kind = inStack(pid) ? 'vitest (stack: functions, e2e)' : 'vitest (unit)';
      else if (kind === 'other' && inStack(pid)) kind = 'other (stack)';
      seen.set(pid, { kind, cpu });
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byKind = {};
      for (const { kind, cpu } of seen.values()) byKind[kind] = (byKind[kind] ?? 0) + cpu;
      return { byKind, wallSeconds: (Date.now() - started) / 1000, processes: seen.size };
    },
  };
}

/** The table `--cpu` prints. */
export function formatCpuTable({ byKind, wallSeconds, processes }) {
  const rows = Object.entries(byKind).sort(([, a], [, b]) => b - a);
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  const width = Math.max(...rows.map(([kind]) => kind.length), 5);
  const lines = rows.map(
    ([kind, seconds]) =>
      `${kind.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %`,
  );
  return [
    `CPU by process (${processes} processes, ${wallSeconds.toFixed(1)} s wall, ${total.toFixed(1)} CPU-s = ${(total / wallSeconds).toFixed(2)} cores busy on average):`,
    ...lines,
  ].join('\n');
}
