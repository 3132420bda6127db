import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Peggy from 'peggy';
import type { RulesFile } from './ast';
import { RulesSyntaxError } from './rules-syntax-error';

interface GeneratedParser {
  parse(input: string, options?: { grammarSource?: string }): unknown;
}

interface PeggyLikeError {
  message: string;
  location?: { start: { line: number; column: number } };
}

const here = dirname(fileURLToPath(import.meta.url));
let parser: GeneratedParser | undefined;

/**
 * Generating the parser from rules.peggy costs ~130 ms, so the generated CommonJS source is
 * cached under node_modules/.cache keyed by the grammar's hash; a stale or unwritable cache just
 * means generating in memory, never a failure.
 */
function loadParser(): GeneratedParser {
  if (parser) return parser;
  const grammar = readFileSync(join(here, 'rules.peggy'), 'utf8');
  const require = createRequire(import.meta.url);
  const peggyVersion = (require('peggy/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(grammar).update(peggyVersion).digest('hex').slice(0, 16);
  const cacheDir = join(here, '..', '..', 'node_modules', '.cache', 'rules-parser');
  const cacheFile = join(cacheDir, `parser-${hash}.cjs`);
  try {
    parser = require(cacheFile) as GeneratedParser;
    return parser;
  } catch {
    // Not cached yet: generate below.
  }
  // Loaded only on a cache miss: importing peggy itself costs tens of milliseconds.
  const peggy = require('peggy') as typeof Peggy;
  const source = peggy.generate(grammar, {
    output: 'source',
    format: 'commonjs',
    grammarSource: 'rules.peggy',
  });
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename so a concurrent reader never sees a half-written file.
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, source);
    renameSync(tmp, cacheFile);
    parser = require(cacheFile) as GeneratedParser;
  } catch {
    parser = peggy.generate(grammar, {
      output: 'parser',
      grammarSource: 'rules.peggy',
    }) as GeneratedParser;
  }
  return parser;
}

/** Parses rules source into an AST; malformed input throws RulesSyntaxError with line:column. */
export function parseRules(source: string, fileName = 'rules'): RulesFile {
  try {
    return loadParser().parse(source, { grammarSource: fileName }) as RulesFile;
  } catch (e) {
    const err = e as PeggyLikeError;
    if (err && typeof err === 'object' && err.location) {
      throw new RulesSyntaxError(
        [
          {
            line: err.location.start.line,
            column: err.location.start.column,
            message: err.message,
          },
        ],
        fileName,
      );
    }
    throw e;
  }
}
