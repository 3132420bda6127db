import type { Options } from 'browser-image-compression';
import { describe, expect, it, vi } from 'vitest';
import { fitWithin } from '../image-upload/fit-within';
import { imageObjectPath, thumbnailPathOf } from '../image-upload/image-object-path';
import { ImagePreparationError } from '../image-upload/image-preparation-error';
import { prepareImage } from '../image-upload/prepare-image';
import type { Compress } from '../image-upload/prepare-image';
import { uploadImage } from '../image-upload/upload-image';

const webp = { contentType: 'image/webp', extension: 'webp' } as const;

/** A fake compressor that records its options and returns `size` bytes of the asked type. */
function fakeCompress(sizes: number[]) {
  const calls: Options[] = [];
  const compress: Compress = async (_file, options) => {
    calls.push(options);
    options.onProgress?.(50);
    options.onProgress?.(100);
    const size = sizes[calls.length - 1] ?? 10;
    return new Blob([new Uint8Array(size)], { type: options.fileType ?? '' });
  };
  return { compress, calls };
}

const phonePhoto = (bytes = 5 * 1024 * 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], 'IMG_0001.JPG', { type });

describe('fitWithin', () => {
  it('scales the long side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3024, height: 4032 }, 400)).toEqual({ width: 300, height: 400 });
    expect(fitWithin({ width: 8000, height: 10 }, 1600)).toEqual({ width: 1600, height: 2 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1600, height: 1600 }, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('prepareImage', () => {
  it('makes a 1600 px web image and a 400 px thumbnail from it, on the main thread', async () => {
    const { compress, calls } = fakeCompress([300_000, 30_000]);
    const progress: number[] = [];
    const prepared = await prepareImage(phonePhoto(), {
      compress,
      outputType: webp,
      onProgress: (p) => progress.push(p),
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      maxWidthOrHeight: 1600,
      maxSizeMB: 1,
      fileType: 'image/webp',
      useWebWorker: false,
    });
    expect(calls[1]).toMatchObject({ maxWidthOrHeight: 400, fileType: 'image/webp' });
    expect(prepared.web.size).toBe(300_000);
    expect(prepared.thumbnail?.size).toBe(30_000);
    expect(prepared).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    // Progress only goes forward and ends at 1.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('writes JPEG where the browser cannot encode WebP, and can skip the thumbnail', async () => {
    const { compress, calls } = fakeCompress([100_000]);
    const prepared = await prepareImage(phonePhoto(), {
      compress,
      outputType: { contentType: 'image/jpeg', extension: 'jpg' },
      thumbnail: false,
      webLongSide: 800,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ maxWidthOrHeight: 800, fileType: 'image/jpeg' });
    expect(prepared.thumbnail).toBeNull();
    expect(prepared.extension).toBe('jpg');
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image, and files over 30 MB', async () => {
    const compress = vi.fn<Compress>();
    await expect(
      prepareImage(phonePhoto(10, 'application/pdf'), { compress, outputType: webp }),
    ).rejects.toThrow('JPEG・PNG・WebP・AVIF の画像ファイルを選んでください。');
    await expect(
      prepareImage(phonePhoto(10, 'image/heic'), { compress, outputType: webp }),
    ).rejects.toBeInstanceOf(ImagePreparationError);
    await expect(
      prepareImage(phonePhoto(31 * 1024 * 1024), { compress, outputType: webp }),
    ).rejects.toThrow('画像が大きすぎます。30MB以下のファイルを選んでください。');
    expect(compress).not.toHaveBeenCalled();
  });

  it('explains an image the browser cannot read, and one it cannot get under 5 MiB', async () => {
    const broken: Compress = () => Promise.reject(new Error('decode failed'));
    await expect(
      prepareImage(phonePhoto(), { compress: broken, outputType: webp }),
    ).rejects.toThrow('この画像は読み込めませんでした。');
    const { compress } = fakeCompress([6 * 1024 * 1024, 10]);
    await expect(prepareImage(phonePhoto(), { compress, outputType: webp })).rejects.toThrow(
      '画像を5MB以下に縮小できませんでした。',
    );
  });
});

describe('image paths', () => {
  it('gives every upload a new name in its folder, and the thumbnail sits beside it', () => {
    const a = imageObjectPath('brands/sorakura/', 'logo', 'webp');
    const b = imageObjectPath('brands/sorakura', 'logo', 'webp');
    expect(a).toMatch(/^brands\/sorakura\/logo-[a-z0-9]+-[a-z0-9]+\.webp$/);
    expect(a).not.toBe(b);
    expect(thumbnailPathOf('brands/b/assets/SK-101/photo-x1.webp')).toBe(
      'brands/b/assets/SK-101/photo-x1-thumb.webp',
    );
  });
});

describe('uploadImage', () => {
  it('converts, then uploads the web image and its thumbnail with their type, progress 0→1', async () => {
    const uploads: { path: string; size: number; contentType: string }[] = [];
    const progress: number[] = [];
    const result = await uploadImage({
      file: phonePhoto(),
      folder: 'brands/sorakura/assets/SK-101',
      name: 'photo',
      prepare: { compress: fakeCompress([300, 100]).compress, outputType: webp },
      onProgress: (p) => progress.push(p),
      upload: async (path, data, { contentType, onProgress }) => {
        onProgress?.(0.5);
        onProgress?.(1);
        uploads.push({ path, size: data.size, contentType });
      },
    });
    expect(uploads).toEqual([
      { path: result.path, size: 300, contentType: 'image/webp' },
      { path: result.thumbnailPath, size: 100, contentType: 'image/webp' },
    ]);
    expect(result.path).toMatch(/^brands\/sorakura\/assets\/SK-101\/photo-.+\.webp$/);
    expect(result.thumbnailPath).toBe(thumbnailPathOf(result.path));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});
