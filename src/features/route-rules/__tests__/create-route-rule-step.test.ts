import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteRuleAnswer } from '../api/fetch-route-rule';
import { createRouteRuleStep } from '../create-route-rule-step';
import type { RouteRuleStepOptions } from '../create-route-rule-step';

const ORIGIN = 'https://space.example';

type Lookup = NonNullable<RouteRuleStepOptions['lookup']>;

/** A lookup over a table of rules, answering after `delayMs`. */
function tableLookup(rules: Record<string, string>, delayMs = 0) {
  return vi.fn<Lookup>(
    (path) =>
      new Promise<RouteRuleAnswer | null>((resolve) => {
        const to = rules[path];
        setTimeout(() => resolve(to ? { from: path, to, status: 301 } : null), delayMs);
      }),
  );
}

function request(path: string, signal?: AbortSignal): Request {
  return new Request(`${ORIGIN}${path}`, signal ? { signal } : {});
}

/** What `check` did: went on, redirected (with the location and whether it replaces), or hung. */
async function outcome(promise: Promise<void>): Promise<string> {
  try {
    await promise;
    return 'continue';
  } catch (thrown) {
    if (thrown instanceof Response) {
      const replaced = thrown.headers.has('X-Remix-Replace') ? ' (replace)' : '';
      return `redirect ${thrown.headers.get('Location') ?? ''}${replaced}`;
    }
    throw thrown;
  }
}

/** `outcome` once every pending timer (the lookup's answer, a timeout) has run. */
async function settle(promise: Promise<void>): Promise<string> {
  const result = outcome(promise);
  await vi.runAllTimersAsync();
  return result;
}

function setup(rules: Record<string, string>, options: RouteRuleStepOptions = {}) {
  const lookup = options.lookup ?? tableLookup(rules);
  const leave = vi.fn<(url: string) => void>();
  const warn = vi.fn<(message: string) => void>();
  let documentUrl = `${ORIGIN}/`;
  const step = createRouteRuleStep({
    leave,
    warn,
    documentUrl: () => documentUrl,
    ...options,
    lookup,
  });
  return {
    step,
    lookup: vi.mocked(lookup),
    leave,
    warn,
    /** The document's address (first load and back/forward: already the requested one). */
    at(path: string) {
      documentUrl = `${ORIGIN}${path}`;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the route-rule step', () => {
  it('lets a path without a rule go on, and asks for each path only once', async () => {
    const { step, lookup } = setup({});
    expect(await settle(step.check(request('/sorakura')))).toBe('continue');
    expect(await settle(step.check(request('/sorakura')))).toBe('continue');
    expect(await settle(step.check(request('/sorakura/')))).toBe('continue');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('/sorakura', expect.any(AbortSignal));
  });

  it('redirects to an internal target after a link (a push: the old path never entered history)', async () => {
    const { step } = setup({ '/campaign/2026-autumn': '/sorakura' });
    step.check(request('/')).catch(() => {});
    await vi.runAllTimersAsync();
    const result = outcome(step.check(request('/campaign/2026-autumn')));
    await vi.runAllTimersAsync();
    expect(await result).toBe('redirect /sorakura');
  });

  it('replaces the history entry when the document is already at the path (first load, back)', async () => {
    const { step, at } = setup({ '/campaign/2026-autumn': '/sorakura' });
    at('/campaign/2026-autumn?ref=mail#plans');
    const result = outcome(step.check(request('/campaign/2026-autumn?ref=mail')));
    await vi.runAllTimersAsync();
    expect(await result).toBe('redirect /sorakura?ref=mail#plans (replace)');
  });

  it("keeps the query string unless the target has its own, and the target's hash wins", async () => {
    const { step } = setup({ '/a': '/x#top', '/b': '/y?from=b', '/c': '/z?k=1#h' });
    const results = Promise.all(
      ['/a?q=1', '/b?q=1', '/c?q=1'].map((path) => outcome(step.check(request(path)))),
    );
    await vi.runAllTimersAsync();
    expect(await results).toEqual([
      'redirect /x?q=1#top',
      'redirect /y?from=b',
      'redirect /z?k=1#h',
    ]);
  });

  it('replaces the location for an external https target and renders nothing meanwhile', async () => {
    const { step, leave } = setup({ '/recruit': 'https://example.com/recruit' });
    const controller = new AbortController();
    let settled = false;
    const result = step.check(request('/recruit?x=1', controller.signal)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(leave).toHaveBeenCalledWith('https://example.com/recruit');
    expect(settled).toBe(false);
    controller.abort();
    await expect(result).rejects.toThrow();
  });

  it("treats the site's own address written in full as an internal move, so a loop is caught", async () => {
    const { step, leave, warn } = setup({
      '/a': `${ORIGIN}/b?x=1`,
      '/b': `${ORIGIN}/a`,
    });
    expect(await settle(step.check(request('/a')))).toBe('redirect /b?x=1');
    expect(await settle(step.check(request('/b?x=1')))).toBe('continue');
    expect(leave).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ループ'));
  });

  it('never follows a target the patterns refuse (javascript:, //evil, http:)', async () => {
    const { step, leave, warn } = setup({
      '/a': 'javascript:alert(1)',
      '/b': '//evil.example/x',
      '/c': 'http://example.com/',
      '/d': '/\\evil.example',
    });
    const results = Promise.all(
      ['/a', '/b', '/c', '/d'].map((p) => outcome(step.check(request(p)))),
    );
    await vi.runAllTimersAsync();
    expect(await results).toEqual(['continue', 'continue', 'continue', 'continue']);
    expect(leave).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('never asks for /admin/** or /api/** paths', async () => {
    const { step, lookup } = setup({ '/admin': '/x', '/admin/brands': '/x', '/api/x': '/x' });
    for (const path of ['/admin', '/admin/brands', '/admin/route-rules', '/api/x']) {
      expect(await outcome(step.check(request(path)))).toBe('continue');
    }
    expect(lookup).not.toHaveBeenCalled();
    // …but a path that only starts with the same letters is asked about.
    const other = outcome(step.check(request('/administrator')));
    await vi.runAllTimersAsync();
    expect(await other).toBe('continue');
    expect(lookup).toHaveBeenCalledWith('/administrator', expect.any(AbortSignal));
  });

  it('does not ask for paths no rule can match (empty segments, too long)', async () => {
    const { step, lookup } = setup({});
    expect(await outcome(step.check(request('//x')))).toBe('continue');
    expect(await outcome(step.check(request(`/${'a'.repeat(300)}`)))).toBe('continue');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('goes on after 1500 ms on the first load and 800 ms later, and caches the late answer', async () => {
    const { step, lookup } = setup(
      { '/slow': '/sorakura', '/slower': '/sorakura' },
      {
        lookup: tableLookup({ '/slow': '/sorakura', '/slower': '/sorakura' }, 5_000),
      },
    );
    let first = '';
    void outcome(step.check(request('/slow'))).then((r) => (first = r));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(first).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(first).toBe('continue');

    let second = '';
    void outcome(step.check(request('/slower'))).then((r) => (second = r));
    await vi.advanceTimersByTimeAsync(800);
    expect(second).toBe('continue');

    // The answers arrive later and are remembered: the next visit redirects at once.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome(step.check(request('/slow')))).toBe('redirect /sorakura');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('goes on at once when the lookup fails, and does not ask again for a minute', async () => {
    const lookup = vi.fn<Lookup>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { step } = setup({}, { lookup });
    expect(await outcome(step.check(request('/x')))).toBe('continue');
    expect(await outcome(step.check(request('/x')))).toBe('continue');
    expect(lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome(step.check(request('/x')))).toBe('continue');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('stops an A → B → A loop at B with a warning', async () => {
    const { step, warn } = setup({ '/a': '/b', '/b': '/a' });
    const first = outcome(step.check(request('/a')));
    await vi.runAllTimersAsync();
    expect(await first).toBe('redirect /b');
    const second = outcome(step.check(request('/b')));
    await vi.runAllTimersAsync();
    expect(await second).toBe('continue');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/a → /b → /a'));
  });

  it('stops a rule that sends a path to itself (a prefix rule matching its own target)', async () => {
    const { step, warn } = setup({ '/campaign/x': '/campaign/x?ref=rule' });
    const result = outcome(step.check(request('/campaign/x')));
    await vi.runAllTimersAsync();
    expect(await result).toBe('continue');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ループ'));
  });

  it('follows at most 5 redirects in one chain', async () => {
    const rules = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    const { step, warn } = setup(rules);
    const seen: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const result = outcome(step.check(request(`/p${i}`)));
      await vi.runAllTimersAsync();
      seen.push(await result);
    }
    expect(seen.slice(0, 5)).toEqual(
      ['/p1', '/p2', '/p3', '/p4', '/p5'].map((p) => `redirect ${p}`),
    );
    expect(seen[5]).toBe('continue');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('5 回'));
    // A new navigation to the same path is a new chain, not a continuation.
    const again = outcome(step.check(request('/p5')));
    await vi.runAllTimersAsync();
    expect(await again).toBe('redirect /p6');
  });

  it('forgets its answers when told (an admin changed a rule)', async () => {
    const { step, lookup } = setup({});
    await settle(step.check(request('/x')));
    step.forget();
    await settle(step.check(request('/x')));
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
