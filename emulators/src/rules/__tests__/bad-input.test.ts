/** Bad input to the engine gets a clear denial or error, never a crash. */
import { describe, expect, it } from 'vitest';
import { compileRules, RulesSyntaxError } from '../index';
import type { FirestoreRulesRequest } from '../api';
import { firestoreRequest, firestoreRules } from './helpers';

const rules = firestoreRules(
  `match /t/{id} { allow get: if resource.data.at < request.time; allow list: if true; }`,
);
const ctx = { firestore: { get: () => null } };

describe('bad input', () => {
  it('a malformed stored value denies with the reason', async () => {
    const req = firestoreRequest('get', 't/x', {
      resource: {
        name: 'projects/p/databases/(default)/documents/t/x',
        fields: { at: { timestampValue: 'yesterday' } },
      },
    });
    const d = await rules.evaluate(req, ctx);
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Invalid rules request: Invalid timestamp: yesterday/);
  });

  it('an unknown method is refused with a reason', async () => {
    const req = {
      ...firestoreRequest('get', 't/x'),
      method: 'patch',
    } as unknown as FirestoreRulesRequest;
    expect(await rules.evaluate(req, ctx)).toEqual({
      allowed: false,
      reason: 'Invalid request method patch.',
    });
  });

  it('an unintelligible query filter denies the list', async () => {
    const req = firestoreRequest('list', 't', {
      query: { where: { fieldFilter: { op: 'EQUAL' } } },
    });
    const d = await rules.evaluate(req, ctx);
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Cannot judge the query/);
  });

  it('a lookup that rejects denies with the reason', async () => {
    const r = firestoreRules(
      `match /t/{id} { allow get: if exists(/databases/$(database)/documents/u/1); }`,
    );
    const d = await r.evaluate(firestoreRequest('get', 't/x'), {
      firestore: { get: () => Promise.reject(new Error('disk on fire')) },
    });
    expect(d).toEqual({ allowed: false, reason: 'Document lookup failed: disk on fire' });
  });

  it('non-string rules source is a syntax error', () => {
    expect(() => compileRules(42 as unknown as string)).toThrow(RulesSyntaxError);
  });

  it('empty source is a syntax error with a position', () => {
    expect(() => compileRules('', 'empty.rules')).toThrow(/^empty\.rules:1:1: Expected/);
  });
});
