import { useState } from 'react';
import { useNewBuildAvailable } from '../use-new-build-available';
import './new-version-banner.css';

export type NewVersionBannerProps = {
  /** The running build's id; defaults to the one baked into the bundle. */
  buildId?: string;
};

/** Offers a reload once a newer build is deployed (spec: new build detected by polling). */
export function NewVersionBanner({ buildId }: NewVersionBannerProps) {
  const available = useNewBuildAvailable(buildId);
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <section className="new-version-banner" aria-label="更新のお知らせ" aria-live="polite">
      <p className="new-version-banner__text">
        新しいバージョンがあります。再読み込みしてください。
      </p>
      <div className="new-version-banner__actions">
        <button
          type="button"
          className="new-version-banner__reload"
          onClick={() => window.location.reload()}
        >
          再読み込み
        </button>
        <button
          type="button"
          className="new-version-banner__close"
          onClick={() => setDismissed(true)}
        >
          閉じる
        </button>
      </div>
    </section>
  );
}
