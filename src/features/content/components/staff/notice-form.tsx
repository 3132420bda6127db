import { useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/form/japanese-fields';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { limits } from '#shared/model/limits.js';
import { contentAdminMessages } from '../../content-admin-messages';
import { fromJapanDateTime } from '../../japan-date-time';
import { noticeFormSchema } from '../../notice-form-schema';
import type { NoticeFields, NoticeFormValues } from '../../notice-form-schema';
import { EditWithPreview } from './edit-with-preview';
import type { ContentFormProps } from './content-form-fields';
import {
  ManagedContentForm,
  PublishedField,
  SaveOrCancel,
  TitleAndBodyFields,
} from './content-form-fields';

/** A お知らせ as its preview needs it. */
export type NoticeDraft = { title: string; body: string; publishedAt: Date };

export type NoticeFormProps = ContentFormProps<NoticeFields, NoticeDraft> & {
  initial: NoticeFormValues;
  /** The time the screen was opened: a 掲載日時 after it is in the future. */
  now: number;
};

/** The instant typed, or null while the day or time is incomplete. */
function typedInstant(date: string, time: string): Date | null {
  try {
    return fromJapanDateTime({ date, time });
  } catch {
    return null;
  }
}

/** タイトル, 本文 (markdown), 掲載日時 in Japan time and 公開, with a live preview. */
export function NoticeForm({ initial, onCancel, renderPreview, now, ...managed }: NoticeFormProps) {
  const form = useZodForm(noticeFormSchema, { defaultValues: initial });
  const [title, body, date, time, published] = useWatch({
    control: form.control,
    name: ['title', 'body', 'publishedDate', 'publishedTime', 'published'],
  });
  const instant = typedInstant(date, time);
  const scheduled = published && instant !== null && instant.getTime() > now;
  const draft = useDeferredValue<NoticeDraft>({
    title: title.trim(),
    body,
    publishedAt: instant ?? new Date(now),
  });

  const editor = (
    <ManagedContentForm form={form} focus="title" {...managed}>
      <TitleAndBodyFields rows={12} maxLength={limits.newsBody} hint="マークダウンで書きます。" />
      <fieldset className="content-form__when">
        <legend>掲載日時（日本時間）</legend>
        <div className="form-row">
          <DateField name="publishedDate" label="掲載日" required variant="picker" />
          <TextField name="publishedTime" label="時刻" required type="time" />
        </div>
        <p className="admin-hint">
          一覧は掲載日時の新しい順に並びます。未来の日時にすると、その日時まではサイトに表示されません。
        </p>
      </fieldset>
      <PublishedField />
      <p className="content-form__scheduled" role="status">
        {scheduled ? contentAdminMessages.scheduled : ''}
      </p>
      <SaveOrCancel onCancel={onCancel} />
    </ManagedContentForm>
  );

  return <EditWithPreview editor={editor} preview={renderPreview(draft)} />;
}
