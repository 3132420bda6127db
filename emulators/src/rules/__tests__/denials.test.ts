/**
 * Denial messages: like the official emulator's ("false for 'update' @ L10", "evaluation error at
 * L10:26 for 'update' @ L10, Property isAdmin is undefined on object."), every denial names the
 * allow statement (method, line, match path) and the expression that was false or errored.
 */
import { describe, expect, it } from 'vitest';
import { doc, firestoreRules, run } from './helpers';

// Line numbers: firestoreRules() puts two header lines and the database match before the body.
const rules = firestoreRules(`    function isAdmin() {
      return request.auth.token.isAdmin == true;
    }
    match /brands/{brandId} {
      allow get: if request.auth != null && resource.data.published == true;
      allow update: if isAdmin();
    }`);

describe('denial reasons', () => {
  it('names the allow, its line, the match path and the false sub-expression', async () => {
    const d = await run(rules, 'get', 'brands/b1', {
      resource: doc('brands/b1', { published: false }),
    });
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain(
      "false for 'get' @ L8 (allow get in match /databases/{database}/documents/brands/{brandId})",
    );
    expect(d.reason).toContain('expression at L8:45 was false: resource.data.published == true');
  });

  it('reports evaluation errors with line:column and the official wording', async () => {
    const d = await run(rules, 'update', 'brands/b1', {
      resource: doc('brands/b1', {}),
      requestResource: doc('brands/b1', {}),
    });
    expect(d.reason).toContain("evaluation error at L5:14 for 'update' @ L9");
    expect(d.reason).toContain('Property isAdmin is undefined on object.');
    expect(d.reason).toContain('[request.auth.token.isAdmin]');
  });

  it('reports a null value error when reading a missing document', async () => {
    const d = await run(rules, 'get', 'brands/b1', { resource: null });
    expect(d.reason).toMatch(/evaluation error at L8:\d+ for 'get' @ L8 .*Null value error\./);
  });

  it('says when no allow statement matched', async () => {
    const d = await run(rules, 'delete', 'brands/b1');
    expect(d.reason).toBe(
      "No matching allow statements for 'delete' on /databases/(default)/documents/brands/b1.",
    );
  });

  it('says which allow granted an allowed request', async () => {
    const d = await run(rules, 'update', 'brands/b1', {
      auth: { uid: 'a', token: { isAdmin: true } },
      resource: doc('brands/b1', {}),
      requestResource: doc('brands/b1', {}),
    });
    expect(d).toEqual({
      allowed: true,
      reason:
        "Allowed by 'allow update' @ L9 (match /databases/{database}/documents/brands/{brandId}).",
    });
  });

  it('points inside the function body when a function returned false', async () => {
    const d = await run(rules, 'update', 'brands/b1', {
      auth: { uid: 'a', token: { isAdmin: false } },
      resource: doc('brands/b1', {}),
      requestResource: doc('brands/b1', {}),
    });
    expect(d.reason).toContain('expression at L5:14 was false: request.auth.token.isAdmin == true');
  });
});
