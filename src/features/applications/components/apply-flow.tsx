import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { memberQuery } from '@/features/members/api/get-member';
import { useSaveMember } from '@/features/members/api/save-member';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { applicationFormSchema, type ApplicationForm as FormOutput } from '@/lib/model/application';
import type { BrandPage } from '@/lib/model/brand-page';
import { limits } from '#shared/model/limits.js';
import type { Member } from '@/lib/model/member';
import { todayInJapan } from '@/utils/today-in-japan';
import { ApplyForSpaceError, useApplyForSpace } from '../api/apply-for-space';
import { openApplicationCountQuery } from '../api/get-open-application-count';
import { newApplicationId } from '../api/new-application-id';
import {
  applicationDraftStorage,
  type ApplicationDraft,
  type DraftDocument,
  type DraftTarget,
} from '../application-draft-storage';
import { applicationFeeSummary } from '../application-fee-summary';
import { applyFailureMessages } from '../apply-failure';
import { ApplicationConfirm } from './application-confirm';
import { ApplicationForm, type ApplicationFormValues } from './application-form';
import type { ApplicationStep } from './application-steps';
import type { IdentityDocumentUploader } from './identity-document-field';

/** The profile fields the form can be prefilled with. */
function prefillOf(member: Member | null | undefined, email: string) {
  if (member === undefined) return null;
  if (member === null) return email ? { email } : null;
  return {
    name: member.name,
    kana: member.kana,
    email: member.email,
    phone: member.phone,
    postalCode: member.postalCode,
    prefecture: member.prefecture,
    city: member.city,
    addressLine: member.addressLine,
    building: member.building ?? '',
    birthDate: member.birthDate ?? '',
  };
}

export type ApplyFlowProps = {
  target: DraftTarget;
  uid: string;
  email: string;
  space: SpaceWithId;
  terms: BrandPage;
  step: ApplicationStep;
  /** Just signed in on this page: the form takes the focus the sign-in form had. */
  focusForm: boolean;
  /** お支払い方法, shown on the confirm step under the fees (composed by the screen). */
  payment?: ReactNode;
};

/** The signed-in part: the form, the confirm step and sending the application. */
export function ApplyFlow({
  target,
  uid,
  email,
  space,
  terms,
  step,
  focusForm,
  payment,
}: ApplyFlowProps) {
  const { brandId, assetId, spaceId } = target;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const today = todayInJapan();
  const schema = useMemo(() => applicationFormSchema(today), [today]);
  const member = useQuery(memberQuery(brandId, uid));
  const counter = useQuery(openApplicationCountQuery(brandId, uid));
  const saveMember = useSaveMember();
  const applyForSpace = useApplyForSpace();
  const profileSaved = useRef(false);
  const [profileFailed, setProfileFailed] = useState(false);

  // The draft: made once per user and space (with the application id every retry reuses) and
  // written back on every change, so a reload, a visit to the terms or a sign-in loses nothing.
  const [initialDraft] = useState<ApplicationDraft>(() => {
    const draft = applicationDraftStorage.readFor(target, uid);
    return draft.applicationId ? draft : { ...draft, applicationId: newApplicationId() };
  });
  const draft = useRef(initialDraft);
  const applicationId = initialDraft.applicationId!;
  const [document, setDocument] = useState<DraftDocument | null>(initialDraft.document);
  // The values the confirm step shows: the draft's on a reload, the checked ones after 確認へ.
  const [enteredValues, setEnteredValues] = useState(initialDraft.values);
  const save = useCallback(
    (patch: Partial<ApplicationDraft>) => {
      draft.current = { ...draft.current, ...patch };
      applicationDraftStorage.write(target, draft.current);
    },
    [target],
  );
  useEffect(() => save({}), [save]);

  const onValuesChange = useCallback(
    (values: Partial<ApplicationFormValues>) => save({ values }),
    [save],
  );
  const onDocumentChange = useCallback(
    (next: DraftDocument | null) => {
      setDocument(next);
      save({ document: next });
    },
    [save],
  );

  const upload = useCallback<IdentityDocumentUploader>(
    async (file, { onProgress, signal }) => {
      // Storage is large and only needed here: loaded when a file is chosen.
      const [{ uploadIdentityDocument }, { storage }] = await Promise.all([
        import('@/features/applications/api/upload-identity-document'),
        import('@/lib/firebase-storage'),
      ]);
      return uploadIdentityDocument(storage, {
        uid,
        brandId,
        applicationId,
        file,
        signal,
        onProgress: ({ bytesTransferred, totalBytes }) =>
          onProgress(totalBytes > 0 ? bytesTransferred / totalBytes : 0),
      });
    },
    [uid, brandId, applicationId],
  );

  const toConfirm = (values: FormOutput) => {
    save({ values });
    setEnteredValues(values);
    void navigate({ search: '?step=confirm' }, { state: { fromForm: true } });
    // The profile is kept for next time; if that fails, the application still goes on.
    const { building, birthDate } = values;
    saveMember.mutate(
      {
        brandId,
        uid,
        exists: profileSaved.current || Boolean(member.data),
        profile: {
          name: values.name,
          kana: values.kana,
          email: values.email,
          phone: values.phone,
          postalCode: values.postalCode,
          prefecture: values.prefecture,
          city: values.city,
          addressLine: values.addressLine,
          ...(building ? { building } : {}),
          birthDate,
        },
      },
      {
        onSuccess: () => {
          profileSaved.current = true;
          setProfileFailed(false);
        },
        onError: () => setProfileFailed(true),
      },
    );
  };

  const confirmed = step === 'confirm' ? schema.safeParse(enteredValues) : null;
  const ready = confirmed?.success === true && document !== null;
  useEffect(() => {
    // The confirm step opened without finished values (a bookmark, another tab): back to the form.
    if (step === 'confirm' && !ready) void navigate({ search: '' }, { replace: true });
  }, [step, ready, navigate]);

  const back = () => {
    if ((location.state as { fromForm?: boolean } | null)?.fromForm) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  const apply = async (values: FormOutput) => {
    // The limit is read first so the message is exact; the counter's last move being this very
    // application means an earlier attempt went through (its answer was lost): send it again
    // and applyForSpace reports success.
    const count = await queryClient.fetchQuery({
      ...openApplicationCountQuery(brandId, uid),
      staleTime: 0,
    });
    if (count.open >= limits.openApplicationsPerBrand && count.lastApplicationId !== applicationId)
      throw new ApplyForSpaceError('open-limit');
    const { identityDocumentPath, agreedToTerms: _agreed, building, ...applicant } = values;
    const { reference } = await applyForSpace.mutateAsync({
      brandId,
      assetId,
      spaceId,
      space,
      uid,
      applicationId,
      identityDocumentPath,
      termsVersion: terms.version,
      applicant: { ...applicant, ...(building ? { building } : {}) },
    });
    applicationDraftStorage.markApplied(target, reference);
    await navigate(paths.brand.applicationThanks.href(brandId, assetId, spaceId), {
      replace: true,
      // The thanks page shows the 受付番号 and repeats the quote (初回お支払い目安) beside how to pay.
      state: {
        reference,
        firstPayment: applicationFeeSummary(space, values.startDate).firstPaymentTotal,
      },
    });
  };

  if (step === 'confirm') {
    if (!ready || !confirmed?.success) return null;
    const values = confirmed.data;
    return (
      <ApplicationConfirm
        brandId={brandId}
        assetId={assetId}
        values={values}
        space={space}
        documentName={document.name}
        termsVersion={terms.version}
        onBack={back}
        onApply={() => apply(values)}
        payment={payment}
        notice={
          profileFailed ? (
            <FormAlert tone="notice">
              入力内容を次回のためにプロフィールへ保存できませんでした。お申し込みはこのまま続けられます。
            </FormAlert>
          ) : null
        }
      />
    );
  }

  const atLimit =
    counter.data !== undefined && counter.data.open >= limits.openApplicationsPerBrand;
  return (
    <ApplicationForm
      today={today}
      autoFocus={focusForm}
      defaultValues={enteredValues as Partial<ApplicationFormValues>}
      prefill={prefillOf(member.data, email)}
      terms={terms}
      upload={upload}
      uploadedDocument={document}
      onDocumentChange={onDocumentChange}
      onValuesChange={onValuesChange}
      onSubmit={toConfirm}
      notice={
        atLimit ? (
          <FormAlert tone="notice">
            {applyFailureMessages['open-limit']}{' '}
            <Link to={paths.brand.myunit.href(brandId)}>マイユニットを開く</Link>
          </FormAlert>
        ) : null
      }
    />
  );
}
