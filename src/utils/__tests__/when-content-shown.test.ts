import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentShownTimeoutMs,
  resetContentShownForTests,
  whenContentShown,
} from '../when-content-shown';

/** Whether the promise has settled after the fake clock moved on by `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('whenContentShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetContentShownForTests();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the boot frame is on screen, then two frames more', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    const shown = whenContentShown();
    expect(await settledAfter(shown, 200)).toBe(false);
    document.body.innerHTML = '<div id="root"><main><p>ソラクラ</p></main></div>';
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('waits for the page’s priority images to load (or fail)', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="hero.png" alt="">';
    const image = document.querySelector('img');
    if (!image) throw new Error('no image');
    Object.defineProperty(image, 'complete', { value: false });
    const shown = whenContentShown();
    expect(await settledAfter(shown, 500)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('gives up waiting for a page that never settles', async () => {
    document.body.innerHTML = '<div class="boot"></div>';
    const shown = whenContentShown();
    expect(await settledAfter(shown, contentShownTimeoutMs - 100)).toBe(false);
    expect(await settledAfter(shown, 200)).toBe(true);
  });

  it('is one wait per page load: a later call resolves with the first', async () => {
    const first = whenContentShown();
    expect(whenContentShown()).toBe(first);
    expect(await settledAfter(first, 100)).toBe(true);
  });
});
