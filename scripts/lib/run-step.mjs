import { spawn } from 'node:child_process';

function forwardLines(source, target, hide) {
  let pending = '';
  source.on('data', (chunk) => {
    pending += String(chunk);
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (!hide.test(line)) target.write(`${line}\n`);
  });
  source.on('end', () => {
    if (pending && !hide.test(pending)) target.write(`${pending}\n`);
  });
}

/**
 * Runs a command to completion and resolves with its exit code. Output goes straight through,
 * or line by line without the lines matching `hide` (e.g. per-request emulator logs), or, with
 * `output` (an array), into that array, for a caller running several commands at once to print
 * each one's output whole.
 */
export function runCommand(command, args, { cwd, env, hide, output } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: hide || output ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(String(chunk)));
      child.stderr.on('data', (chunk) => output.push(String(chunk)));
    } else if (hide) {
      forwardLines(child.stdout, process.stdout, hide);
      forwardLines(child.stderr, process.stderr, hide);
    }
    child.once('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
