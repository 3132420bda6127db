import { useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { limits } from '#shared/model/limits.js';
import { faqFormSchema, questionMaxLength } from '../../faq-form-schema';
import type { FaqFields } from '../../faq-form-schema';
import type { ContentFormProps } from './content-form-fields';
import { ManagedContentForm, PublishedField, SaveOrCancel } from './content-form-fields';
import { EditWithPreview } from './edit-with-preview';

/** An FAQ as its preview needs it (the public list's item). */
export type FaqDraft = { id: string; question: string; answer: string; category: string };

export type FaqFormProps = ContentFormProps<FaqFields, FaqDraft> & {
  initial: FaqFields;
  /** 分類 already in use, offered as examples so the list does not split on spelling. */
  categories: readonly string[];
};

/** 質問, 回答 (shown as written, line breaks kept), 分類 and 公開, with a live preview. */
export function FaqForm({
  initial,
  categories,
  onCancel,
  renderPreview,
  ...managed
}: FaqFormProps) {
  const form = useZodForm(faqFormSchema, { defaultValues: initial });
  const [question, answer, category] = useWatch({
    control: form.control,
    name: ['question', 'answer', 'category'],
  });
  const draft = useDeferredValue<FaqDraft>({
    id: 'preview',
    question: question.trim(),
    answer: answer.trim(),
    category: category.trim(),
  });

  const editor = (
    <ManagedContentForm form={form} focus="question" {...managed}>
      <TextAreaField name="question" label="質問" required rows={2} maxLength={questionMaxLength} />
      <TextAreaField
        name="answer"
        label="回答"
        required
        rows={8}
        maxLength={limits.faqAnswer}
        hint="書いたとおりの文章で表示されます（改行もそのまま表示されます）。"
      />
      <TextField
        name="category"
        label="分類"
        required={false}
        maxLength={limits.listItem}
        autoComplete="off"
        hint={
          categories.length > 0
            ? `同じ分類の質問はまとめて表示されます。使用中の分類：${categories.join('、')}。空欄は「その他」になります。`
            : '同じ分類の質問はまとめて表示されます。空欄は「その他」になります。'
        }
      />
      <PublishedField />
      <SaveOrCancel onCancel={onCancel} />
    </ManagedContentForm>
  );

  const hasContent = draft.question !== '' || draft.answer !== '';
  return (
    <EditWithPreview
      editor={editor}
      preview={
        hasContent ? (
          renderPreview(draft)
        ) : (
          <p className="admin-hint">質問と回答を入力すると、ここに公開ページと同じ表示が出ます。</p>
        )
      }
      previewNote="公開ページでの表示（質問を押すと回答が開きます）"
    />
  );
}
