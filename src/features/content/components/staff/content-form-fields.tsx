import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import type { FormProps } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { limits } from '#shared/model/limits.js';
import { contentSaveErrorMessage } from '../../content-save-error-message';
import { MarkdownHelp } from './markdown-help';

/** What a FAQ or お知らせ form gets from its manager. */
export type ContentFormProps<TFields, TDraft> = {
  onSave: (fields: TFields) => Promise<void>;
  onCancel: () => void;
  /** Tells the manager whether there are unsaved changes (it asks before discarding them). */
  onDirtyChange: (dirty: boolean) => void;
  /** The public page's rendering of the draft. */
  renderPreview: (draft: TDraft) => ReactNode;
  label: string;
};

export type ManagedContentFormProps<TValues extends FieldValues, TOutput> = Pick<
  ContentFormProps<TOutput, never>,
  'onSave' | 'onDirtyChange' | 'label'
> & {
  form: FormProps<TValues, TOutput>['form'];
  /** The field focused when the form opens. */
  focus: Path<TValues>;
  children: ReactNode;
};

/**
 * A FAQ or お知らせ form inside its manager: focused on its first field when it opens, telling
 * the manager when it has unsaved changes, a failed save said the content editors' way.
 */
export function ManagedContentForm<TValues extends FieldValues, TOutput>({
  form,
  label,
  onSave,
  onDirtyChange,
  focus,
  children,
}: ManagedContentFormProps<TValues, TOutput>) {
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => form.setFocus(focus), [form, focus]);
  return (
    <ContentForm form={form} onSubmit={onSave} label={label}>
      {children}
    </ContentForm>
  );
}

/** A content editor's form: a failed save is said the content editors' way. */
export function ContentForm<TValues extends FieldValues, TOutput>(
  props: Pick<FormProps<TValues, TOutput>, 'form' | 'onSubmit' | 'label' | 'children'>,
) {
  return <Form {...props} errorMessage={contentSaveErrorMessage} className="content-form" />;
}

export type TitleAndBodyFieldsProps = {
  /** false: 本文 only (the form keeps its タイトル value as it was). */
  withTitle?: boolean;
  rows: number;
  maxLength: number;
  hint: string;
};

/** タイトル and a markdown 本文 with its help (a page, a お知らせ). */
export function TitleAndBodyFields({
  withTitle = true,
  rows,
  maxLength,
  hint,
}: TitleAndBodyFieldsProps) {
  return (
    <>
      {withTitle ? (
        <TextField
          name="title"
          label="タイトル"
          required
          maxLength={limits.shortText}
          autoComplete="off"
        />
      ) : null}
      <TextAreaField
        name="body"
        label="本文"
        rows={rows}
        maxLength={maxLength}
        hint={hint}
        className="content-form__body"
      />
      <MarkdownHelp />
    </>
  );
}

/** The 公開する box of a FAQ or お知らせ form. */
export function PublishedField() {
  return (
    <CheckboxField
      name="published"
      label="公開する"
      hint="チェックを外すと、サイトには表示されません（下書きとして残ります）。"
    />
  );
}

/** 保存する and キャンセル at the foot of a FAQ or お知らせ form. */
export function SaveOrCancel({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="admin-actions">
      <SubmitButton sendingLabel="保存しています…">保存する</SubmitButton>
      <button type="button" className="admin-button" onClick={onCancel}>
        キャンセル
      </button>
    </div>
  );
}
