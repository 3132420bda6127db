import './skeleton.css';

export type SkeletonProps = {
  /** Height of each block (CSS length), so the real content takes the same room. */
  height?: string;
  /** How many blocks. */
  count?: number;
  /** Spoken to screen readers while the content loads. */
  label?: string;
};

/** Grey blocks in the shape of content that is on its way (keeps the layout from jumping). */
export function Skeleton({ height = '1.25rem', count = 1, label = '読み込み中…' }: SkeletonProps) {
  return (
    <div className="skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton__block" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
