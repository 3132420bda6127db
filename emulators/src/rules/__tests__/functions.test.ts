/**
 * Custom functions and let bindings.
 * Docs: https://firebase.google.com/docs/rules/rules-language#function
 */
import { describe, expect, it } from 'vitest';
import { denial, firestoreRules, run } from './helpers';

describe('functions', () => {
  it('functions take parameters and return the value of their expression', async () => {
    // rules-language: "function name(params) { return expression; }".
    const rules = firestoreRules(`
    function isOwner(uid) { return request.auth.uid == uid; }
    match /items/{id} {
      allow get: if isOwner(resource.data.owner);
    }`);
    const resource = {
      name: 'projects/p/databases/(default)/documents/items/1',
      fields: { owner: { stringValue: 'u1' } },
    };
    expect((await run(rules, 'get', 'items/1', { resource })).allowed).toBe(true);
    expect(
      (await run(rules, 'get', 'items/1', { resource, auth: { uid: 'u2', token: {} } })).allowed,
    ).toBe(false);
  });

  it('let binds a name inside a function', async () => {
    // rules-language: "let x = expression;" variables inside functions.
    const rules = firestoreRules(`
    function sizeOk(s) { let n = s.size(); let limit = 3; return n <= limit; }
    match /items/{id} { allow get: if sizeOk(id); }`);
    expect((await run(rules, 'get', 'items/abc')).allowed).toBe(true);
    expect((await run(rules, 'get', 'items/abcd')).allowed).toBe(false);
  });

  it('functions declared in a match see its wildcard variables', async () => {
    // rules-language: "Functions defined within the scope of a match can access the variables of that match".
    const rules = firestoreRules(`
    match /brands/{brandId} {
      function isB1() { return brandId == 'b1'; }
      match /assets/{assetId} { allow get: if isB1(); }
    }`);
    expect((await run(rules, 'get', 'brands/b1/assets/a')).allowed).toBe(true);
    expect((await run(rules, 'get', 'brands/b2/assets/a')).allowed).toBe(false);
  });

  it('functions call other functions, declared before or after', async () => {
    const rules = firestoreRules(`
    function a() { return b() + 1; }
    function b() { return 1; }
    match /x/{id} { allow get: if a() == 2; }`);
    expect((await run(rules, 'get', 'x/1')).allowed).toBe(true);
  });

  it('a function not in scope is an error', async () => {
    const rules = firestoreRules(`
    match /a/{id} { function f() { return true; } }
    match /x/{id} { allow get: if f(); }`);
    const d = await run(rules, 'get', 'x/1');
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Function not found error: Name: \[f\]/);
  });

  it('recursion is cut off by the call depth limit of 20', async () => {
    // rules-language limits: "Function call depth: 20"; recursion is not allowed.
    const rules = firestoreRules(`
    function loop(n) { return loop(n + 1); }
    match /x/{id} { allow get: if loop(0); }`);
    const d = await run(rules, 'get', 'x/1');
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/call depth/);
  });

  it('calling with the wrong number of arguments is an error', async () => {
    expect(await denial('int(1, 2) == 1')).toMatch(/expects 1 argument/);
  });

  it('an unused let that would error does not affect the result', async () => {
    const rules = firestoreRules(`
    function f() { let bad = 1 / 0; return true; }
    match /x/{id} { allow get: if f(); }`);
    expect((await run(rules, 'get', 'x/1')).allowed).toBe(true);
  });
});
