import { useRef, useState } from 'react';
import type { KeyboardEvent, UIEvent } from 'react';
import { StorageImage } from '@/components/ui/storage-image';
import { GALLERY_PHOTO_SIZES } from '@/lib/image-sources';
import { useHydrated } from '@/hooks/page-head';
import './asset-gallery.css';

export type AssetGalleryProps = {
  /** Storage paths of the photos (stored at 800×500). */
  imagePaths: readonly string[];
  /** The asset's name, for the photos' alternative text. */
  name: string;
};

/**
 * The asset's photos: a row that snaps photo by photo (swipe on a phone), with 前へ / 次へ
 * buttons, arrow keys on the focused gallery and a counter. The first photo loads with high
 * priority (it is the page's largest image), the others lazily.
 */
export function AssetGallery({ imagePaths, name }: AssetGalleryProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // Until the app has taken the page's HTML over, its controls do nothing: inert meanwhile.
  const hydrated = useHydrated();
  const count = imagePaths.length;
  if (count === 0) return null;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    const list = track.current;
    if (!list) return;
    list.scrollTo({ left: target * list.clientWidth, behavior: 'smooth' });
    setCurrent(target);
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.clientWidth > 0) setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(current - 1);
    }
  };

  return (
    <section className="gallery" aria-roledescription="カルーセル" aria-label={`${name}の写真`}>
      <ul
        ref={track}
        className="gallery__track"
        tabIndex={0}
        aria-label="写真（左右の矢印キーで切り替え）"
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {imagePaths.map((path, index) => (
          <li
            key={path}
            className="gallery__slide"
            aria-roledescription="スライド"
            aria-label={`${index + 1} / ${count}`}
          >
            <StorageImage
              path={path}
              alt={`${name}の写真（${index + 1}枚目）`}
              width={800}
              height={500}
              priority={index === 0}
              className="photo-frame gallery__image"
              sizes={GALLERY_PHOTO_SIZES}
              responsive
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="gallery__controls" inert={!hydrated}>
          <button
            type="button"
            className="gallery__button"
            onClick={() => show(current - 1)}
            disabled={current === 0}
          >
            <span aria-hidden="true">‹</span> 前へ
          </button>
          <p className="gallery__counter" aria-live="polite">
            {current + 1} / {count}
          </p>
          <button
            type="button"
            className="gallery__button"
            onClick={() => show(current + 1)}
            disabled={current === count - 1}
          >
            次へ <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
