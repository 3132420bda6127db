import { useState } from 'react';
import { thumbnailPathOf } from '@/components/admin/image-upload/image-object-path';
import { storageUrl } from '@/lib/storage-url';

export type PhotoThumbnailProps = {
  /** The photo's path as stored in `imagePaths` (the web-sized image). */
  path: string;
  alt: string;
  className?: string;
};

/**
 * A photo at list size: its thumbnail (`thumbnailPathOf(path)`, made at upload), or the photo
 * itself when there is none (photos stored before thumbnails, such as the demo data's).
 */
export function PhotoThumbnail({ path, alt, className }: PhotoThumbnailProps) {
  const [useFull, setUseFull] = useState(false);
  return (
    <img
      src={storageUrl(useFull ? path : thumbnailPathOf(path))}
      alt={alt}
      width={400}
      height={250}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setUseFull(true)}
    />
  );
}
