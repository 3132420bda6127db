import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget } from '@/lib/model/route-rule';
import { isFollowableTarget } from '../is-followable-target';

const targets: [string, boolean][] = [
  ['/', true],
  ['/sorakura', true],
  ['/sorakura/list?prefecture=東京都#top', true],
  ['https://example.com', true],
  ['https://example.com:8443/recruit?x=1#y', true],
  ['//evil.example', false],
  ['/\\evil.example', false],
  ['http://example.com/', false],
  ['javascript:alert(1)', false],
  ['data:text/html,<p>x</p>', false],
  ['https://user@example.com/', false],
  ['https://example.com/ x', false],
  ['sorakura', false],
  ['', false],
  [`/${'a'.repeat(2000)}`, false],
];

describe('isFollowableTarget', () => {
  it.each(targets)('%s → %s, the same answer as the model', (to, expected) => {
    expect(isFollowableTarget(to)).toBe(expected);
    expect(isSafeRedirectTarget(to)).toBe(expected);
  });
});
