import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingIndicator } from '../pending-indicator';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PendingIndicator', () => {
  it('appears only once loading has lasted 200 ms', () => {
    render(<PendingIndicator active />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
  });

  it('never appears for a load that ends within 200 ms, and goes away when loading ends', () => {
    const { rerender } = render(<PendingIndicator active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<PendingIndicator active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<PendingIndicator active />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<PendingIndicator active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts the 200 ms over for the next load', () => {
    const { rerender } = render(<PendingIndicator active />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<PendingIndicator active={false} />);
    rerender(<PendingIndicator active />);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
