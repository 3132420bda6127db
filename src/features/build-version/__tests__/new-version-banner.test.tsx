import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewVersionBanner } from '../components/new-version-banner';
import { defaultPollIntervalMs } from '../start-build-version-poller';

let latestId = 'build-1';
const fetchMock = vi.fn(async () =>
  Response.json({ id: latestId, builtAt: '2026-11-21T00:00:00.000Z' }),
);

beforeEach(() => {
  latestId = 'build-1';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewVersionBanner', () => {
  it('stays hidden while the deployed build is the running one', async () => {
    render(<NewVersionBanner buildId="build-1" />);
    await act(() => vi.advanceTimersByTimeAsync(defaultPollIntervalMs));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/新しいバージョンがあります/)).not.toBeInTheDocument();
  });

  it('offers a reload once a different build id is deployed, and can be dismissed', async () => {
    render(<NewVersionBanner buildId="build-1" />);
    latestId = 'build-2';
    await act(() => vi.advanceTimersByTimeAsync(defaultPollIntervalMs));
    expect(
      screen.getByText('新しいバージョンがあります。再読み込みしてください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText(/新しいバージョンがあります/)).not.toBeInTheDocument();
  });

  it('never polls without a build id (dev server, tests)', async () => {
    render(<NewVersionBanner buildId="" />);
    window.dispatchEvent(new Event('focus'));
    await act(() => vi.advanceTimersByTimeAsync(defaultPollIntervalMs * 3));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
