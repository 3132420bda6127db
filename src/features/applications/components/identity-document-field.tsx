import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useFieldId } from '@/components/form/form-context';
import {
  identityDocumentAccept,
  identityDocumentImageFormats,
} from '@/lib/model/identity-document';
import { checkIdentityDocument } from '../identity-document-check';
import type { DraftDocument } from '../application-draft-storage';

/**
 * Sends the chosen file to Storage and resolves with its object path; reports progress as a
 * fraction 0…1 and stops when `signal` aborts. The screen passes one bound to the user and the
 * application id; tests pass their own.
 */
export type IdentityDocumentUploader = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<string>;

export type IdentityDocumentFieldProps = {
  upload: IdentityDocumentUploader;
  /** The document uploaded earlier (from the draft), shown as done. */
  uploaded: DraftDocument | null;
  /** A finished upload: it replaces the document uploaded before (a refused or failed file does not). */
  onUploaded: (document: DraftDocument | null) => void;
  /** While a file is on its way the form cannot go on. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The form value holding the path (applicationFormSchema: identityDocumentPath). */
  name?: string;
};

type Upload =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File; percent: number }
  | { kind: 'failed'; file: File; message: string; retryable: boolean };

const failureMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : '';
  // The API's own checks speak Japanese; transport errors of the SDK do not.
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test(message)
    ? message
    : 'アップロードできませんでした。通信状況をご確認のうえ、もう一度お試しください。';
};

/**
 * 本人確認書類: an image or PDF of at most 10 MB, uploaded as soon as it is chosen, with a
 * labelled progress bar, a retry after a failure and a way to replace it by choosing another
 * file. The form value is the object path, set only when the upload finished, so the form cannot
 * go on before that (the schema asks for it).
 */
export function IdentityDocumentField({
  upload,
  uploaded,
  onUploaded,
  onUploadingChange,
  name = 'identityDocumentPath',
}: IdentityDocumentFieldProps) {
  const id = useFieldId(name);
  const {
    field: { value, onChange: setPath, onBlur, ref },
    fieldState,
  } = useController({ name });
  const [state, setState] = useState<Upload>({ kind: 'idle' });
  const [uploadedName, setUploadedName] = useState(uploaded?.name ?? null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    onUploadingChange?.(state.kind === 'uploading');
  }, [state.kind, onUploadingChange]);

  /**
   * Sends `file`. A refused or failed one is also taken out of the file control (`input`): the
   * control would show its name, beside 「アップロード済み」 of the one that stays (issue 39).
   */
  const start = async (file: File, input?: HTMLInputElement) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const checked = await checkIdentityDocument(file);
    if (current.signal.aborted) return;
    // A refused file or a failed upload leaves the document uploaded before in place (the form
    // value, the draft and 「アップロード済み」): only a finished upload replaces it (issue 31).
    if (typeof checked === 'string') {
      if (input) input.value = '';
      setState({ kind: 'failed', file, message: checked, retryable: false });
      return;
    }
    setState({ kind: 'uploading', file, percent: 0 });
    try {
      const path = await upload(checked, {
        signal: current.signal,
        onProgress: (fraction) => {
          if (current.signal.aborted) return;
          const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
          setState((previous) =>
            previous.kind === 'uploading' && previous.file === file
              ? { ...previous, percent }
              : previous,
          );
        },
      });
      if (current.signal.aborted) return;
      setPath(path);
      setUploadedName(file.name);
      onUploaded({ path, name: file.name });
      setState({ kind: 'idle' });
    } catch (error) {
      if (current.signal.aborted) return;
      if (input) input.value = '';
      setState({ kind: 'failed', file, message: failureMessage(error), retryable: true });
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void start(file, event.target);
  };

  // Uploaded (now or before a refused or failed file): the form goes on with it.
  const done = state.kind !== 'uploading' && typeof value === 'string' && value !== '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const schemaError = state.kind === 'uploading' ? undefined : fieldState.error?.message;
  // One message at a time: the refusal of the file just chosen, else the schema's.
  const error =
    state.kind === 'failed'
      ? done
        ? `${state.message}（アップロード済みの「${uploadedName ?? '本人確認書類'}」はそのまま使えます）`
        : state.message
      : schemaError;
  const describedBy = [hintId, done ? statusId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="form-field identity-document">
      <label className="form-field__label" htmlFor={id}>
        本人確認書類
        <span className="form-field__required">必須</span>
      </label>
      <p id={hintId} className="form-field__hint">
        運転免許証・マイナンバーカード（表面のみ）・健康保険証などの画像（
        {identityDocumentImageFormats}）またはPDF、10MBまで。選ぶとすぐにアップロードします。
      </p>
      <input
        id={id}
        ref={ref}
        name={name}
        className="identity-document__input"
        type="file"
        accept={identityDocumentAccept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required
        onChange={onChange}
        onBlur={onBlur}
      />
      {state.kind === 'uploading' ? (
        <div className="identity-document__progress">
          <label htmlFor={`${id}-progress`}>
            「{state.file.name}」をアップロードしています… {state.percent}%
          </label>
          <progress id={`${id}-progress`} max={100} value={state.percent}>
            {state.percent}%
          </progress>
        </div>
      ) : null}
      <p id={statusId} className="identity-document__status" role="status">
        {state.kind === 'uploading' ? (
          <span className="visually-hidden">本人確認書類をアップロードしています</span>
        ) : done ? (
          <>
            <span aria-hidden="true">✓ </span>アップロード済み：{uploadedName ?? '本人確認書類'}
            <span className="identity-document__replace">
              （差し替えるときは、別のファイルを選んでください）
            </span>
          </>
        ) : null}
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {state.kind === 'failed' && state.retryable ? (
        <p className="identity-document__retry">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void start(state.file)}
          >
            もう一度アップロードする
          </button>
        </p>
      ) : null}
    </div>
  );
}
