import { useId } from 'react';
import { limits } from '#shared/model/limits.js';
import { reasonRequiredMoves } from '@/lib/model/application';
import type { StaffMoveTarget } from '../../staff-moves';

export type MoveReasonFieldProps = {
  to: StaffMoveTarget;
  value: string;
  onChange: (value: string) => void;
  /** The move was tried without a required reason. */
  missing: boolean;
};

/** Which moves ask for a reason at all (契約 and 終了 do not: nothing to explain). */
export function movesWithReason(to: StaffMoveTarget): boolean {
  return to === 'approved' || reasonRequiredMoves.includes(to);
}

/**
 * 理由 of a staff move, told to the customer in the result mail and in my unit: required for
 * 却下 and 取消 (the rules refuse the move without it), optional for 承認.
 */
export function MoveReasonField({ to, value, onChange, missing }: MoveReasonFieldProps) {
  const id = useId();
  const required = reasonRequiredMoves.includes(to);
  const over = value.length > limits.moveReason;
  return (
    <div className="staff-move__reason">
      <label htmlFor={id} className="staff-move__reason-label">
        {required ? '理由（必須）' : 'お客さまへのご連絡（任意）'}
      </label>
      <textarea
        id={id}
        className="form-field__input form-field__textarea"
        rows={3}
        value={value}
        required={required}
        aria-invalid={missing || over || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={over ? 'form-field__count--over' : 'admin-hint'}>
        お客さまへのメールとマイユニットに表示されます（{value.length} / {limits.moveReason}文字）
      </p>
    </div>
  );
}
