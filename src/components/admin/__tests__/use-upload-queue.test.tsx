import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UploadQueueList } from '../image-upload/upload-queue-list';
import { useUploadQueue } from '../image-upload/use-upload-queue';
import type { UploadTask, UploadTaskContext } from '../image-upload/use-upload-queue';

type Pending = {
  file: File;
  context: UploadTaskContext;
  resolve: (path: string) => void;
  reject: (error: unknown) => void;
};

/** A fake uploader the test drives by hand: each call waits until resolved or rejected. */
function fakeUploader() {
  const calls: Pending[] = [];
  const task: UploadTask<string> = (file, context) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, context, resolve, reject });
    });
  const call = (name: string) => {
    const found = calls.filter((c) => c.file.name === name).at(-1);
    if (!found) throw new Error(`${name} was not started`);
    return found;
  };
  return { task, calls, call };
}

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

type Queue = ReturnType<typeof useUploadQueue<string>>;
/** The hook's latest value, for the test to drive. */
const handle: { current: Queue | null } = { current: null };
const queue = {
  add: (files: File[]) => handle.current!.add(files),
  remove: (id: string) => handle.current!.remove(id),
  clearDone: () => handle.current!.clearDone(),
  get items() {
    return handle.current!.items;
  },
  get busy() {
    return handle.current!.busy;
  },
};

function Harness({
  task,
  onDone,
  concurrency,
}: {
  task: UploadTask<string>;
  onDone?: (path: string) => void | Promise<void>;
  concurrency?: number;
}) {
  const live = useUploadQueue({
    task,
    ...(onDone ? { onDone } : {}),
    ...(concurrency ? { concurrency } : {}),
  });
  useEffect(() => {
    handle.current = live;
  });
  return <UploadQueueList items={live.items} onRetry={live.retry} onRemove={live.remove} />;
}

const item = (name: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;
const progressOf = (name: string) => screen.getByRole('progressbar', { name });

describe('useUploadQueue + UploadQueueList', () => {
  it('uploads several files two at a time, each with its own labelled progress bar', async () => {
    const uploader = fakeUploader();
    const onDone = vi.fn();
    render(<Harness task={uploader.task} onDone={onDone} />);
    act(() => queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]));

    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(within(item('c.jpg')).getByText('待機中')).toBeInTheDocument();
    expect(queue.busy).toBe(true);

    act(() => uploader.call('a.jpg').context.onProgress(0.4));
    expect(progressOf('a.jpg')).toHaveAttribute('value', '0.4');
    expect(within(item('a.jpg')).getByText('アップロード中 40%')).toBeInTheDocument();

    await act(async () => uploader.call('a.jpg').resolve('brands/x/a.webp'));
    expect(within(item('a.jpg')).getByText('完了')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith('brands/x/a.webp', expect.any(File));
    // A slot came free: the third file starts.
    expect(uploader.calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('keeps the others going when one fails, and retries only the failed file', async () => {
    const user = userEvent.setup();
    const uploader = fakeUploader();
    render(<Harness task={uploader.task} />);
    act(() => queue.add([photo('a.jpg'), photo('b.jpg')]));

    const offline = Object.assign(new Error('Max retry time exceeded'), {
      code: 'storage/retry-limit-exceeded',
    });
    await act(async () => uploader.call('a.jpg').reject(offline));
    const failed = item('a.jpg');
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネットへの接続を確認して、もう一度お試しください。',
    );
    expect(within(failed).getByText('失敗しました')).toBeInTheDocument();
    // b.jpg is untouched and still running.
    expect(within(item('b.jpg')).getByText('アップロード中 0%')).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: '再試行 （a.jpg）' }));
    expect(uploader.calls.filter((c) => c.file.name === 'a.jpg')).toHaveLength(2);
    await act(async () => uploader.call('a.jpg').resolve('brands/x/a2.webp'));
    await act(async () => uploader.call('b.jpg').resolve('brands/x/b.webp'));
    expect(queue.items.map((i) => [i.file.name, i.status, i.result])).toEqual([
      ['a.jpg', 'done', 'brands/x/a2.webp'],
      ['b.jpg', 'done', 'brands/x/b.webp'],
    ]);
    expect(queue.busy).toBe(false);

    act(() => queue.clearDone());
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('fails a file whose follow-up (saving its path) fails, with the reason', async () => {
    const uploader = fakeUploader();
    render(
      <Harness task={uploader.task} onDone={() => Promise.reject({ code: 'permission-denied' })} />,
    );
    act(() => queue.add([photo('a.jpg')]));
    await act(async () => uploader.call('a.jpg').resolve('brands/x/a.webp'));
    expect(within(item('a.jpg')).getByRole('alert')).toHaveTextContent(
      '権限がないため操作できませんでした。',
    );
  });

  it('cancels a file being sent when it is removed, keeping the failed one', async () => {
    const uploader = fakeUploader();
    render(<Harness task={uploader.task} concurrency={1} />);
    act(() => queue.add([photo('a.jpg'), photo('b.jpg')]));
    await act(async () => uploader.call('a.jpg').reject(new Error('boom')));
    const signal = uploader.call('b.jpg').context.signal;
    act(() => queue.remove(queue.items.find((i) => i.file.name === 'b.jpg')!.id));
    expect(signal.aborted).toBe(true);
    expect(queue.items.map((i) => i.file.name)).toEqual(['a.jpg']);
    expect(within(item('a.jpg')).getByRole('alert')).toHaveTextContent(
      'アップロードできませんでした。',
    );
  });
});
