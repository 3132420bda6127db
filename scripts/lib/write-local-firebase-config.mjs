import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './repo-root.mjs';

const CSP_KEY = 'content-security-policy';

/** Adds local emulator origins to one CSP directive, creating it if absent. */
function extendDirective(policy, directive, sources) {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index < 0) parts.push([directive, ...sources].join(' '));
  else parts[index] = [parts[index], ...sources].join(' ');
  return parts.join('; ');
}

/** The production CSP, opened to the local emulators (plain http on 127.0.0.1/localhost). */
export function localContentSecurityPolicy(policy, ports) {
  const origins = (list) =>
    list
      .filter(Boolean)
      .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  let result = policy
    .split(';')
    .map((part) => part.trim())
    // The local site is plain http: upgrading would send its own requests to a https port nobody serves.
    .filter((part) => part && part !== 'upgrade-insecure-requests')
    .join('; ');
  result = extendDirective(
    result,
    'connect-src',
    origins([ports.auth, ports.firestore, ports.storage, ports.functions]),
  );
  result = extendDirective(result, 'img-src', origins([ports.storage]));
  return result;
}

/**
 * Writes `.firebase/<name>.json` (gitignored): the repo's firebase.json with emulator ports,
 * paths made relative to .firebase/ and a CSP that also lets the page reach the local emulators.
 * The committed firebase.json stays production-strict. `publicDir` serves another build (the
 * stack tests build one with their own emulator ports). `extraCodebases` adds functions
 * codebases (`{ source, codebase, runtime }`, source relative to the repository) that exist only
 * locally, like the stack tests' Firestore trigger probe.
 */
export function writeLocalFirebaseConfig(name, ports, { publicDir, extraCodebases = [] } = {}) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const dir = join(repoRoot, '.firebase');
  // The CLI resolves paths against the config file's folder (.firebase/), even absolute ones.
  config.hosting.public = publicDir ? relative(dir, publicDir) : join('..', config.hosting.public);
  for (const rule of config.hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === CSP_KEY)
        header.value = localContentSecurityPolicy(header.value, ports);
    }
  }
  config.functions = [
    ...(Array.isArray(config.functions) ? config.functions : [config.functions]),
    ...extraCodebases,
  ].map((fn) => ({
    ...fn,
    source: join('..', fn.source),
    predeploy: undefined,
  }));
  // The official Firestore/Storage emulators cannot run here; rules live with the offline ones.
  delete config.firestore;
  delete config.storage;
  config.emulators = {
    singleProjectMode: true,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    // Started along with the Functions emulator; pinned so parallel runs never share a port.
    ...(ports.eventarc ? { eventarc: { host: '127.0.0.1', port: ports.eventarc } } : {}),
    ...(ports.tasks ? { tasks: { host: '127.0.0.1', port: ports.tasks } } : {}),
    ui: { enabled: false },
  };
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
