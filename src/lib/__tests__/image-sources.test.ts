import { beforeEach, describe, expect, it } from 'vitest';
import { CARD_PHOTO_SIZES, photoSrcSet, preloadImage } from '../image-sources';
import { storageUrl } from '../storage-url';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

describe('preloadImage', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for the image at once, with high priority, the same srcset the <img> will have', () => {
    preloadImage('brands/a/assets/A-1/photo-1.png', { sizes: CARD_PHOTO_SIZES });
    const [link] = preloads();
    expect(link?.getAttribute('imagesrcset')).toBe(photoSrcSet('brands/a/assets/A-1/photo-1.png'));
    expect(link?.getAttribute('imagesizes')).toBe(CARD_PHOTO_SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('does not ask again for an image the boot script has already asked for', () => {
    // What the boot script (its own copy of this module) leaves in the head.
    const boot = document.createElement('link');
    boot.setAttribute('rel', 'preload');
    boot.setAttribute('as', 'image');
    boot.setAttribute('href', storageUrl('brands/b/hero.png'));
    document.head.append(boot);
    preloadImage('brands/b/hero.png');
    expect(preloads()).toHaveLength(1);
    preloadImage('brands/b/logo.png');
    expect(preloads()).toHaveLength(2);
  });
});
