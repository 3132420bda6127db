/**
 * The route-rule checks exist twice — functions/src/route-rules (the function, deployable on its
 * own) and src/lib/model (the SPA's admin form and the seed) — because functions/ never imports
 * from ../src; both build on the one module of patterns and limits (functions/src/route-rules/
 * route-rule-patterns.ts, which the SPA re-exports). This test holds the two schemas and safety
 * checks in step: the same verdicts on every example.
 */
import { describe, expect, it } from 'vitest';
import { candidateFroms } from '../../functions/src/route-rules/candidate-froms.js';
import { isSafeRedirectTarget as functionTarget } from '../../functions/src/route-rules/is-safe-redirect-target.js';
import { parseRulePath } from '../../functions/src/route-rules/parse-rule-path.js';
import { routeRuleSchema as functionSchema } from '../../functions/src/route-rules/route-rule-schema.js';
import {
  routeRuleSchema as spaSchema,
  isSafeRedirectTarget as spaTarget,
} from '../../src/lib/model/route-rule';

const targets: [string, boolean][] = [
  ['/', true],
  ['/sorakura', true],
  ['/box-yard/list?from=lp#top', true],
  ['/%E3%81%82', true],
  ['https://example.com', true],
  ['https://example.com/recruit?x=1#y', true],
  ['https://sub.example.co.jp:8443/a', true],
  ['//evil.example', false],
  ['//evil.example/path', false],
  ['/\\evil.example', false],
  ['/a\\b', false],
  ['javascript:alert(1)', false],
  ['JAVASCRIPT:alert(1)', false],
  [' /sorakura', false],
  ['/so rakura', false],
  ['http://example.com', false],
  ['https://', false],
  ['https://user:pw@example.com', false],
  ['https://example.com\\@evil', false],
  ['data:text/html,x', false],
  ['sorakura', false],
  ['', false],
  [`/${'a'.repeat(2000)}`, false],
];

const froms: [string, boolean][] = [
  ['/', true],
  ['/campaign', true],
  ['/campaign/2026-autumn', true],
  ['/campaign/*', true],
  ['/a/b/*', true],
  ['/*', false],
  ['/campaign/', false],
  ['//campaign', false],
  ['/a//b', false],
  ['/a/*/b', false],
  ['/a*', false],
  ['/a?x=1', false],
  ['/a#x', false],
  ['campaign', false],
  ['/a b', false],
  [`/${'a'.repeat(300)}`, false],
  ['/admin', false],
  ['/admin/*', false],
  ['/admin/brands/sorakura', false],
  ['/api', false],
  ['/api/route-rule', false],
  ['/administrator', true],
  ['/apis/*', true],
];

const stamps = { createdAt: new Date(), updatedAt: new Date() };

describe('route-rule checks: function and SPA agree', () => {
  it.each(targets)('target %j is %s in both', (to, expected) => {
    expect(functionTarget(to)).toBe(expected);
    expect(spaTarget(to)).toBe(expected);
    const rule = { from: '/from-here', to, status: 301, enabled: true };
    expect(functionSchema.safeParse(rule).success).toBe(expected);
    expect(spaSchema.safeParse({ ...rule, ...stamps }).success).toBe(expected);
  });

  it.each(froms)('from %j is %s in both', (from, expected) => {
    const rule = { from, to: '/target', status: 302, enabled: true };
    expect(functionSchema.safeParse(rule).success).toBe(expected);
    expect(spaSchema.safeParse({ ...rule, ...stamps }).success).toBe(expected);
  });

  it.each([
    ['a status other than 301/302/307/308', { status: 200 }],
    ['a string status', { status: '301' }],
    ['a target equal to its source', { to: '/from-here' }],
    ['a non-boolean enabled', { enabled: 'true' }],
  ])('both refuse %s', (_label, patch) => {
    const rule = { from: '/from-here', to: '/target', status: 301, enabled: true, ...patch };
    expect(functionSchema.safeParse(rule).success).toBe(false);
    expect(spaSchema.safeParse({ ...rule, ...stamps }).success).toBe(false);
  });
});

describe('candidateFroms', () => {
  it('lists the path, then its prefix rules deepest first', () => {
    expect(candidateFroms('/a/b/c')).toEqual(['/a/b/c', '/a/b/*', '/a/*']);
    expect(candidateFroms('/a')).toEqual(['/a']);
    expect(candidateFroms('/')).toEqual(['/']);
  });

  it('stays within the 30 values of an `in` filter, keeping the deepest prefixes', () => {
    const deep = `/${Array.from({ length: 40 }, (_, i) => `s${i}`).join('/')}`;
    const candidates = candidateFroms(deep);
    expect(candidates).toHaveLength(30);
    expect(candidates[0]).toBe(deep);
    expect(candidates[1]).toBe(`${deep.slice(0, deep.lastIndexOf('/'))}/*`);
  });
});

describe('parseRulePath', () => {
  it.each([
    ['/campaign', '/campaign'],
    ['/campaign/', '/campaign'],
    ['/', '/'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseRulePath(raw)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'campaign',
    '//evil',
    '/a//b',
    '/a?b',
    '/a/*',
    ['/a', '/b'],
    `/${'a'.repeat(400)}`,
  ])('refuses %j with 400', (raw) => {
    expect(() => parseRulePath(raw)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
