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
  const shown = available && !dismissed;
  // The live region is always in the page so screen readers announce the banner appearing.
  return (
    <div className="new-version-banner-region" aria-live="polite">
      {shown ? (
        <section className="new-version-banner" aria-label="更新のお知らせ">
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
      ) : null}
    </div>
  );
}
