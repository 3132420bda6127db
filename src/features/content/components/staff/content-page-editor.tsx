import { useDeferredValue, useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { limits } from '#shared/model/limits.js';
import { formatDateTime } from '@/utils/format-date-time';
import { pageFormSchema } from '../../page-form-schema';
import type { PageFields } from '../../page-form-schema';
import { EditWithPreview } from './edit-with-preview';
import { contentSaveErrorMessage } from '../../content-save-error-message';
import { ContentForm, TitleAndBodyFields } from './content-form-fields';

/** Asked before saving (利用規約: a save raises the 版 customers agree to). */
export type SaveConfirmation = { title: string; body: ReactNode; confirmLabel: string };

export type ContentPageEditorProps = {
  /** What the form starts from (the stored page, or a new page's defaults). */
  initial: PageFields;
  /** Writes the page and returns the message to show (「保存しました」, 「第3版として保存しました」). */
  save: (fields: PageFields) => Promise<string>;
  /** The public page's own rendering of the draft. */
  renderPreview: (draft: PageFields) => ReactNode;
  previewNote?: ReactNode;
  /** When set, saving first asks this (ConfirmDialog) and writes only after 「…保存する」. */
  confirmation?: SaveConfirmation | null;
  /** The form's accessible name (「利用規約の編集」). */
  label: string;
  /**
   * Whether staff edit the タイトル: not for a page whose title shows nowhere (完了ページ); the
   * stored (or default) title is kept as it is.
   */
  titleEditable?: boolean;
};

/**
 * タイトル and markdown 本文 with a live preview drawn by the public page's components, a
 * warning before leaving unsaved changes, and the result of each save at the bottom of the
 * window. Used for the brand pages (利用規約…完了ページ) and the site's three pages.
 */
export function ContentPageEditor({
  initial,
  save,
  renderPreview,
  previewNote,
  confirmation = null,
  label,
  titleEditable = true,
}: ContentPageEditorProps) {
  const form = useZodForm(pageFormSchema, { defaultValues: initial });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);
  const result = useResultMessage();
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] });
  // Typing stays quick on a long page: the preview catches up when React has time.
  const draft = useDeferredValue<PageFields>({ title: title.trim(), body });
  const [pending, setPending] = useState<PageFields | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const write = async (fields: PageFields) => {
    const message = await save(fields);
    // What was saved is the new starting point (no longer "changed").
    form.reset(fields);
    result.showSuccess(message);
  };

  const submit = async (fields: PageFields) => {
    result.clear();
    if (confirmation) {
      setConfirmError(null);
      setPending(fields);
      return;
    }
    await write(fields);
  };

  const confirmSave = async () => {
    if (!pending) return;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      await write(pending);
      setPending(null);
    } catch (error) {
      setConfirmError(contentSaveErrorMessage(error));
    } finally {
      setConfirmBusy(false);
    }
  };

  const editor = (
    <ContentForm form={form} onSubmit={submit} label={label}>
      <TitleAndBodyFields
        withTitle={titleEditable}
        rows={18}
        maxLength={limits.pageBody}
        hint="マークダウンで書きます。右（スマートフォンでは「プレビュー」）に公開ページと同じ表示が出ます。"
      />
      <div className="admin-actions">
        <SubmitButton sendingLabel="保存しています…">保存する</SubmitButton>
        {form.formState.isDirty ? (
          <span className="admin-hint">保存していない変更があります</span>
        ) : null}
      </div>
    </ContentForm>
  );

  return (
    <>
      <EditWithPreview editor={editor} preview={renderPreview(draft)} previewNote={previewNote} />
      {confirmation ? (
        <ConfirmDialog
          open={pending !== null}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          busyLabel="保存しています…"
          busy={confirmBusy}
          error={confirmError}
          onConfirm={() => void confirmSave()}
          onCancel={() => setPending(null)}
        >
          {confirmation.body}
        </ConfirmDialog>
      ) : null}
      {unsaved.dialog}
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </>
  );
}

/** 最終更新 and when, on a page editor's status. */
export function LastUpdated({ at }: { at: Date }) {
  return (
    <span>
      最終更新 <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
    </span>
  );
}
