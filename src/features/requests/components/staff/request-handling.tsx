import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { AdminSection } from '@/components/admin/admin-section';
import { ResultMessage } from '@/components/admin/result-message';
import { StatusBadge } from '@/components/ui/status-badge';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { limits } from '#shared/model/limits.js';
import { requestStatusLabels, type RequestStatus } from '@/lib/model/request-status';
import { requestHandlingFormSchema } from '@/lib/model/staff-note';
import type { RequestUpdate } from '../../admin-request';
import { requestErrorMessage } from '../../request-error-message';
import { requestMovesFrom } from '../../request-moves';
import { requestStatusTones } from '../../request-status-tones';

const staffNoteFormSchema = z.pick(requestHandlingFormSchema, { staffNote: true });

/** The usual next step, shown as the main button (the others are steps back or shortcuts). */
const nextStep: Record<RequestStatus, RequestStatus | null> = {
  new: 'in_progress',
  in_progress: 'done',
  done: null,
};

export type RequestHandlingProps = {
  /** The state as read. */
  status: RequestStatus;
  staffNote: string | undefined;
  onUpdate: RequestUpdate;
};

/**
 * What staff do with a request: move its 対応状況 as the state table allows (one button per
 * allowed move) and keep a 対応メモ (staff only; the sender never sees it). Each is its own
 * write; its mutation hook reads the request again afterwards (the screen passes it as onUpdate).
 */
export function RequestHandling({ status, staffNote, onUpdate }: RequestHandlingProps) {
  const result = useResultMessage();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [moving, setMoving] = useState<RequestStatus | null>(null);
  const form = useZodForm(staffNoteFormSchema, { defaultValues: { staffNote: staffNote ?? '' } });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);

  const move = async (to: RequestStatus) => {
    if (moving !== null) return;
    setMoving(to);
    result.clear();
    // A 対応メモ typed but not saved goes with the move (the screen reads the request again
    // afterwards, which would otherwise drop it).
    const note = form.formState.isDirty ? form.getValues('staffNote') : undefined;
    try {
      await onUpdate({ status: to, ...(note === undefined ? {} : { staffNote: note }) });
      if (note !== undefined) form.reset({ staffNote: note });
      result.showSuccess(
        `「${requestStatusLabels[to]}」にしました${note === undefined ? '' : '（対応メモも保存しました）'}`,
      );
    } catch (error) {
      result.showFailure(requestErrorMessage(error));
    } finally {
      setMoving(null);
      // The pressed button is gone (the moves now start from the new state).
      statusRef.current?.focus();
    }
  };

  const saveNote = async ({ staffNote: note }: { staffNote: string }) => {
    result.clear();
    await onUpdate({ staffNote: note });
    form.reset({ staffNote: note });
    result.showSuccess('対応メモを保存しました');
  };

  return (
    <AdminSection title="対応">
      <p className="request-status" ref={statusRef} tabIndex={-1}>
        <span className="request-status__label">対応状況</span>
        <StatusBadge tone={requestStatusTones[status]}>{requestStatusLabels[status]}</StatusBadge>
      </p>
      <div className="admin-actions" role="group" aria-label="対応状況の変更">
        {requestMovesFrom(status).map(({ to, label }) => (
          <button
            key={to}
            type="button"
            className={`admin-button${to === nextStep[status] ? ' admin-button--primary' : ''}`}
            onClick={() => void move(to)}
            aria-disabled={moving !== null || undefined}
            aria-busy={moving === to || undefined}
          >
            {moving === to ? '保存しています…' : label}
          </button>
        ))}
      </div>
      <Form
        form={form}
        onSubmit={saveNote}
        errorMessage={requestErrorMessage}
        label="対応メモ"
        className="request-note"
      >
        <TextAreaField
          name="staffNote"
          label="対応メモ"
          rows={5}
          maxLength={limits.staffNote}
          hint="スタッフだけが見るメモです（お客さまには表示されません）。対応の経過や担当者を残せます。"
        />
        <div className="admin-actions">
          <SubmitButton sendingLabel="保存しています…">メモを保存</SubmitButton>
          {form.formState.isDirty ? (
            <span className="admin-hint">保存していない変更があります</span>
          ) : null}
        </div>
      </Form>
      {unsaved.dialog}
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </AdminSection>
  );
}
