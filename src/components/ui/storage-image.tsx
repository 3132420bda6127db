import { storageUrl } from '@/lib/storage-url';

export type StorageImageProps = {
  /** The Storage object path, as stored in the model (`brands/sorakura/hero.png`). */
  path: string;
  alt: string;
  /** Intrinsic size (the aspect ratio the image is stored in): no layout shift while loading. */
  width: number;
  height: number;
  /** The page's main image (hero, first photo): loads first, never lazily. */
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/**
 * A public image from Storage: loaded by its path (no `getDownloadURL` round trip), with its
 * size reserved, lazy below the fold, high priority for the page's main image.
 */
export function StorageImage({
  path,
  alt,
  width,
  height,
  priority = false,
  className,
  sizes,
}: StorageImageProps) {
  return (
    <img
      src={storageUrl(path)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
      sizes={sizes}
    />
  );
}
