import { spawn } from 'node:child_process';

/**
 * Starts a long-running child in its own process group so stopping it also stops whatever it
 * spawned (the Functions emulator forks a runtime per function). Output is prefixed with `label`
 * unless `quiet` (lines matching `hide` are never shown); the last lines are kept for error
 * reports either way, and `waitForLine` resolves when a line matches.
 */
export function startManagedProcess(label, command, args, { cwd, env, quiet = false, hide } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = [];
  const lineWaiters = new Set();
  let exited = false;
  let exitCode = null;
  const exitedPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      exitCode = code ?? (signal ? 128 : 1);
      resolve(exitCode);
    });
    child.once('error', (error) => {
      tail.push(String(error));
      exited = true;
      exitCode = 1;
      resolve(1);
    });
  });
  const onData = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 80) tail.shift();
      for (const waiter of lineWaiters) waiter(line);
      if (!quiet && !(hide && hide.test(line))) stream.write(`[${label}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));

  /** SIGINT first (firebase-tools shuts its emulators down cleanly on it), SIGKILL after `graceMs`. */
  async function stop(graceMs = 10_000) {
    if (exited || child.pid === undefined) return exitCode;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return exitCode;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, graceMs);
    const code = await exitedPromise;
    clearTimeout(timer);
    return code;
  }

  /** Resolves on the first output line matching `pattern`; rejects on exit or after `timeoutMs`. */
  function waitForLine(pattern, timeoutMs = 180_000) {
    return new Promise((resolve, reject) => {
      const done = (error, line) => {
        lineWaiters.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(line);
      };
      const check = (line) => {
        if (pattern.test(line)) done(null, line);
      };
      const timer = setTimeout(
        () => done(new Error(`${label}: no line matching ${pattern} within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      lineWaiters.add(check);
      void exitedPromise.then((code) =>
        done(new Error(`${label} exited (code ${code}) before printing ${pattern}`)),
      );
    });
  }

  return {
    label,
    waitForLine,
    child,
    exited: exitedPromise,
    isAlive: () => !exited,
    tail: () => tail.join('\n'),
    stop,
  };
}
