import { afterEach, describe, expect, it } from 'vitest';
import { hasPrerenderedTop, takeOverPrerenderedTop } from '../take-over-prerendered-top';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('takeOverPrerenderedTop', () => {
  it('keeps the pre-rendered top until the app puts its first element in #root, then removes it', async () => {
    document.body.innerHTML = '<div id="prerender"><h1>ソラクラ</h1></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    takeOverPrerenderedTop(root);
    expect(hasPrerenderedTop()).toBe(true);
    // A render that puts nothing in (the fallback draws nothing while the top is there).
    root.append(document.createTextNode(''));
    root.replaceChildren();
    await flush();
    expect(hasPrerenderedTop()).toBe(true);
    const page = document.createElement('div');
    page.innerHTML = '<h1>ソラクラ</h1>';
    root.append(page);
    await flush();
    expect(hasPrerenderedTop()).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('does nothing on a page without one (the plain app)', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    takeOverPrerenderedTop(document.getElementById('root')!);
    expect(hasPrerenderedTop()).toBe(false);
    expect(document.querySelector('.boot')).not.toBeNull();
  });
});
