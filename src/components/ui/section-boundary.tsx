import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isNetworkError } from '@/utils/is-network-error';
import './section-boundary.css';

export type SectionBoundaryProps = {
  /** Shown while the section's data loads (a skeleton of the same size). */
  fallback: ReactNode;
  /** What the section is, for the failure message: 「お知らせ」を読み込めませんでした。 */
  name: string;
  children: ReactNode;
};

type CatcherProps = { name: string; onReset: () => void; children: ReactNode };
type CatcherState = { error: unknown };

class SectionErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null };

  static getDerivedStateFromError(error: unknown): CatcherState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="section-error" role="alert">
        <p className="section-error__text">
          「{this.props.name}」を読み込めませんでした。
          {isNetworkError(error) ? '電波の良い場所で、' : ''}もう一度お試しください。
        </p>
        <button type="button" className="section-error__retry" onClick={this.retry}>
          もう一度読み込む
        </button>
      </div>
    );
  }
}

/**
 * A part of a page whose data is not needed for the first paint (the latest お知らせ on a
 * brand page, a few FAQs): a skeleton while it loads, and if it fails a message and a retry
 * for this part only, while the rest of the page stays usable.
 */
export function SectionBoundary({ fallback, name, children }: SectionBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <SectionErrorCatcher name={name} onReset={reset}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </SectionErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
