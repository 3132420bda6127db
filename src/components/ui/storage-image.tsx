import { useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/page-head';
import { photoSrcSet } from '@/lib/image-sources';
import { storageUrl } from '@/lib/storage-url';
import { isContentShown, whenContentShown } from '@/utils/when-content-shown';

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
  /**
   * How wide the image shows. With `responsive` the browser chooses between the photo's
   * thumbnail and its web-size image (`photoSrcSet`) by this width.
   */
  sizes?: string;
  /** An uploaded photo with its thumbnail beside it (asset photos): offer both in `srcset`. */
  responsive?: boolean;
};

/**
 * A public image from Storage: loaded by its path (no `getDownloadURL` round trip), with its
 * size reserved, high priority for the page's main image; the others are asked for once the
 * first page's main content has painted (not sharing a phone's bandwidth with it) and lazily
 * below the fold. A photo from
 * before thumbnails were made has none: if the chosen file fails, the plain image is used.
 */
export function StorageImage({
  path,
  alt,
  width,
  height,
  priority = false,
  className,
  sizes,
  responsive = false,
}: StorageImageProps) {
  const [withoutSrcSet, setWithoutSrcSet] = useState(false);
  // The page's other images wait until its main content has painted (whenContentShown); in a
  // page's HTML from the server they have no address yet either (hydration keeps attributes).
  const hydrated = useHydrated();
  const [contentShown, setShown] = useState(isContentShown);
  const shown = priority || (hydrated && contentShown);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    void whenContentShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [shown]);
  const srcSet = shown && responsive && !withoutSrcSet ? photoSrcSet(path) : undefined;
  return (
    <img
      src={shown ? storageUrl(path) : undefined}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      sizes={sizes}
      onError={srcSet ? () => setWithoutSrcSet(true) : undefined}
    />
  );
}
