/**
 * `npm run emulators`: starts the offline Firestore and Storage emulators in one process and
 * prints one ready line. Flags: see USAGE below.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startOfflineEmulators } from './start-offline-emulators.js';

const USAGE = `Usage: npm run emulators -- [options]
  --host <host>              interface to listen on (default 127.0.0.1)
  --firestore-port <port>    Firestore port (default 8080; 0 = any free port)
  --storage-port <port>      Storage port (default 9199; 0 = any free port)
  --project <id>             project id (default demo-rental-space)
  --firestore-rules <file>   Firestore rules (default ./firestore.rules)
  --storage-rules <file>     Storage rules (default ./storage.rules)
  --no-watch                 do not reload rules files when they change
  --import <dir>             load data exported earlier from <dir>
  --export-on-exit <dir>     write the data to <dir> on Ctrl-C / SIGTERM
  --functions-emulator <host:port>
                             deliver Firestore trigger events to this Functions emulator
  --quiet                    only print the ready line and errors
  --verbose                  one line per Firestore request
  --help                     this text`;

function fail(message: string): never {
  console.error(`offline-emulators: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    fail(`${flag} must be a port number (0-65535), got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        host: { type: 'string' },
        'firestore-port': { type: 'string' },
        'storage-port': { type: 'string' },
        project: { type: 'string' },
        'firestore-rules': { type: 'string' },
        'storage-rules': { type: 'string' },
        'no-watch': { type: 'boolean' },
        import: { type: 'string' },
        'export-on-exit': { type: 'string' },
        'functions-emulator': { type: 'string' },
        quiet: { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  let emulators;
  try {
    emulators = await startOfflineEmulators({
      host: values.host ?? '127.0.0.1',
      firestorePort: port(values['firestore-port'], 8080, '--firestore-port'),
      storagePort: port(values['storage-port'], 9199, '--storage-port'),
      projectId: values.project,
      firestoreRulesPath: values['firestore-rules'],
      storageRulesPath: values['storage-rules'],
      watchRules: !values['no-watch'],
      importPath: values.import,
      exportOnExit: values['export-on-exit'],
      functionsEmulator: values['functions-emulator'],
      quiet: values.quiet,
      ...(values.verbose ? { requestLog: (line: string) => console.log(line) } : {}),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const detail =
      code === 'EADDRINUSE'
        ? 'a port is already in use (is another emulator running?)'
        : (error as Error).message;
    console.error(`offline-emulators: cannot start: ${detail}`);
    process.exit(1);
  }
  const { firestore, storage } = emulators;
  // performance.now() counts from process start, so the figure includes loading the code.
  console.log(
    `offline emulators ready in ${Math.round(performance.now())} ms (servers ${Math.round(performance.now() - started)} ms): ` +
      `Firestore http://${firestore.host}:${firestore.port}  Storage http://${storage.host}:${storage.port}  ` +
      `project ${emulators.projectId}`,
  );

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    emulators.stop().then(
      () => {
        if (!values.quiet) console.log(`offline emulators stopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`offline-emulators: error while stopping: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
