import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { HoneypotField, isBotSubmission } from '@/components/form/honeypot-field';
import { EmailField, KanaField, NameField, PhoneField } from '@/components/form/japanese-fields';
import { SelectField } from '@/components/form/select-field';
import type { SelectOption } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { usePrefill } from '@/components/form/use-prefill';
import { useZodForm } from '@/components/form/use-zod-form';
import { limits } from '#shared/model/limits.js';
import { viewingRequestFormSchema } from '../viewing-request-form-schema';
import type { ViewingRequestFields } from '../viewing-request-form-schema';
import { PreferredSlotsFields } from './preferred-slots-fields';
import { SpaceSelectField } from './space-select-field';
import type { SpaceChoices } from './space-select-field';
import './viewing-request-form.css';

/** What is known about a signed-in requester (their member profile). */
export type ViewingRequestPrefill = {
  name?: string;
  kana?: string;
  email?: string;
  phone?: string;
};

export type ViewingRequestFormProps = {
  /** The earliest day that can be chosen (tomorrow in Japan). */
  tomorrow: string;
  /** The brand's published assets. */
  assets: readonly SelectOption[];
  /** The asset and space the visitor came from (`?asset=`, `?space=`), or ''. */
  initial: { assetId: string; spaceId: string };
  /** The chosen asset's spaces; the screen loads them when `onAssetChange` names a new one. */
  spaces: SpaceChoices;
  onAssetChange: (assetId: string) => void;
  /** Filled into the fields that are still empty when it arrives. */
  prefill?: ViewingRequestPrefill | null;
  /** Sends the 内見予約; a rejection shows at the top and keeps everything typed. */
  send: (viewingRequest: ViewingRequestFields) => Promise<void>;
  /** After sending (or after silently dropping a bot's submission), with what was asked for. */
  onSent: (viewingRequest: ViewingRequestFields) => void;
  /** The brand's privacy policy, linked next to the send button. */
  privacyPolicyHref: string;
};

/**
 * 内見予約: the asset (and optionally a space), up to three preferred dates with a time slot,
 * the requester's name, フリガナ, e-mail and phone, and a message; a honeypot for bots.
 */
export function ViewingRequestForm({
  tomorrow,
  assets,
  initial,
  spaces,
  onAssetChange,
  prefill,
  send,
  onSent,
  privacyPolicyHref,
}: ViewingRequestFormProps) {
  const form = useZodForm(viewingRequestFormSchema(tomorrow), {
    defaultValues: {
      assetId: initial.assetId,
      spaceId: initial.spaceId,
      preferredSlots: [{ date: '', timeSlot: '' }],
      name: '',
      kana: '',
      email: '',
      phone: '',
      message: '',
      website: '',
    },
  });
  usePrefill(form, prefill);
  const { setValue, getValues, control } = form;

  // A new asset: its spaces are loaded, and a space of the previous one no longer applies.
  const assetId = useWatch({ control, name: 'assetId' });
  const shownAsset = useRef(assetId);
  useEffect(() => {
    onAssetChange(assetId);
    if (shownAsset.current !== assetId) {
      shownAsset.current = assetId;
      setValue('spaceId', '');
    }
  }, [assetId, onAssetChange, setValue]);

  // Once the spaces are there, the select shows the chosen one (its option did not exist
  // before); a space the asset does not offer (an old link, taken meanwhile) is not kept.
  useEffect(() => {
    if (spaces.status !== 'ready' || spaces.assetId !== assetId) return;
    const spaceId = getValues('spaceId');
    if (!spaceId) return;
    const offered = spaces.options.some((option) => option.value === spaceId);
    setValue('spaceId', offered ? spaceId : '');
  }, [spaces, assetId, getValues, setValue]);

  return (
    <Form
      form={form}
      label="内見予約フォーム"
      className="viewing-request-form"
      onSubmit={async ({ website, ...viewingRequest }) => {
        // A bot filled the hidden field: it sees the thanks page, nothing is stored.
        if (!isBotSubmission(website)) await send(viewingRequest);
        onSent(viewingRequest);
      }}
    >
      <section className="viewing-request-form__section" aria-labelledby="viewing-request-where">
        <h2 id="viewing-request-where" className="viewing-request-form__heading">
          内見したい物件
        </h2>
        <SelectField
          name="assetId"
          label="物件"
          required
          placeholder="選択してください"
          options={assets}
        />
        <SpaceSelectField name="spaceId" choices={spaces} />
      </section>

      <section className="viewing-request-form__section" aria-labelledby="viewing-request-when">
        <h2 id="viewing-request-when" className="viewing-request-form__heading">
          ご希望の日時
        </h2>
        <PreferredSlotsFields min={tomorrow} />
      </section>

      <section className="viewing-request-form__section" aria-labelledby="viewing-request-who">
        <h2 id="viewing-request-who" className="viewing-request-form__heading">
          お客さまの情報
        </h2>
        <NameField name="name" required />
        <KanaField name="kana" required />
        <EmailField name="email" required hint="日程のご連絡はこのメールアドレスにお送りします。" />
        <PhoneField name="phone" required hint="当日の待ち合わせなどでご連絡することがあります。" />
        <TextAreaField
          name="message"
          label="ご要望・ご質問"
          required={false}
          rows={5}
          maxLength={limits.message}
          hint="お車で来られる、保管したい物の大きさを相談したい、などがあればお書きください。"
        />
      </section>

      <HoneypotField name="website" />
      <p className="viewing-request-form__note">
        ご入力いただいた個人情報は、
        <Link to={privacyPolicyHref}>プライバシーポリシー</Link>
        に沿って、内見のご案内のためにのみ利用します。
      </p>
      <div className="form-actions">
        <SubmitButton>内見を予約する</SubmitButton>
      </div>
    </Form>
  );
}
