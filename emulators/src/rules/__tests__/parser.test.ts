/**
 * Parsing: syntax per https://firebase.google.com/docs/rules/rules-language; malformed rules fail
 * with file:line:column and a description.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRules, RulesSyntaxError } from '../index';
import { holds } from './helpers';

function syntaxError(source: string): RulesSyntaxError {
  try {
    compileRules(source, 'bad.rules');
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a RulesSyntaxError');
}

describe('syntax errors', () => {
  it('reports line:column for an incomplete expression', () => {
    const e = syntaxError(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow read: if 1 +;
    }
  }
}`);
    expect(e.issues[0]).toMatchObject({ line: 5, column: 25 });
    expect(e.message).toMatch(/^bad\.rules:5:25: Expected .* but ";" found\./);
  });

  it('rules nested too deeply to compile are a syntax error at the deepest spot', () => {
    const deep = '('.repeat(20_000) + 'true' + ')'.repeat(20_000);
    const e = syntaxError(`rules_version = '2';
service cloud.firestore {
  match /a/{id} {
    allow read: if ${deep};
  }
}`);
    expect(e.issues[0]).toMatchObject({ line: 4, column: 19 + 20_000 });
    expect(e.message).toMatch(/^bad\.rules:4:\d+: Rules nest too deeply to compile\./);
  });

  it('reports a missing closing brace at the end of input', () => {
    const e = syntaxError(`service cloud.firestore {\n  match /a/{id} {\n    allow read;\n  }\n`);
    expect(e.issues[0]?.line).toBe(5);
    expect(e.message).toMatch(/end of input/);
  });

  it('rejects unknown methods', () => {
    const e = syntaxError(`service cloud.firestore { match /a/{id} { allow reed: if true; } }`);
    expect(e.message).toMatch(/^bad\.rules:1:49:/);
  });

  it('rejects an unknown service', () => {
    expect(syntaxError(`service cloud.firestor { }`).message).toMatch(
      /1:1: Unknown service "cloud.firestor"/,
    );
  });

  it('rejects an unknown type in an is check', () => {
    const e = syntaxError(
      `service cloud.firestore {\n match /a/{id} { allow get: if id is strng; }\n}`,
    );
    expect(e.message).toMatch(/2:32: Unknown type "strng"/);
  });

  it('rejects a recursive wildcard that is not last in rules_version 1', () => {
    const e = syntaxError(
      `rules_version = '1';\nservice cloud.firestore { match /{p=**}/a/{id} { allow get; } }`,
    );
    expect(e.message).toMatch(/2:34: A recursive wildcard/);
  });

  it('rejects an unsupported rules_version', () => {
    expect(syntaxError(`rules_version = '3';\nservice cloud.firestore { }`).message).toMatch(
      /Unsupported rules_version '3'/,
    );
  });
});

describe('accepted syntax', () => {
  it('comments, double-quoted strings, escapes and raw strings', async () => {
    // rules-language: strings in single or double quotes; // and /* */ comments.
    expect(await holds(`/* c */ "a\\tb" == 'a' + '\\t' + 'b' // trailing`)).toBe(true);
    expect(await holds(`r'a\\d' == 'a\\\\d' && '\\u00e9' == 'é'`)).toBe(true);
  });

  it('map and list literals with trailing commas, nested parentheses', async () => {
    expect(await holds(`{'a': [1, 2,],}.a.size() == ((2))`)).toBe(true);
  });

  it('compiles the realistic fixtures', () => {
    for (const f of ['firestore.rules', 'storage.rules']) {
      const source = readFileSync(
        fileURLToPath(new URL(`../__fixtures__/${f}`, import.meta.url)),
        'utf8',
      );
      expect(compileRules(source, f).service).toBe(
        f === 'storage.rules' ? 'firebase.storage' : 'cloud.firestore',
      );
    }
  });

  it('keeps the source on the ruleset', () => {
    const src = `rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { } }`;
    expect(compileRules(src).source).toBe(src);
  });
});
