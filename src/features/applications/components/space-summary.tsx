import { Link } from 'react-router';
import type { Space } from '@/lib/model/space';
import { SpaceFacts, type SpaceFactsProps } from '@/components/ui/space-facts';
import { spaceStatusLabels } from '@/lib/model/space';
import './application.css';

export type SpaceSummaryProps = {
  assetName: string;
  /** The asset page (a way back to the other spaces). */
  assetHref: string;
  /** What the facts list needs, and the label and state shown above them. */
  space: SpaceFactsProps['space'] & Pick<Space, 'label' | 'status'>;
  /** Show the space's state (空き, 申込受付中…) next to its label. */
  showStatus?: boolean;
};

/** The space being applied for: where, which, how large and what it costs (税込). */
export function SpaceSummary({
  assetName,
  assetHref,
  space,
  showStatus = false,
}: SpaceSummaryProps) {
  return (
    <section className="space-summary" aria-labelledby="space-summary-title">
      <h2 id="space-summary-title" className="space-summary__title">
        お申し込みの区画
      </h2>
      <p className="space-summary__name">
        <Link to={assetHref}>{assetName}</Link> <strong>区画 {space.label}</strong>
        {showStatus ? (
          <span className={`space-summary__status space-summary__status--${space.status}`}>
            {spaceStatusLabels[space.status]}
          </span>
        ) : null}
      </p>
      <SpaceFacts space={space} block="space-summary" />
    </section>
  );
}
