import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import {
  applicationDraftStorage,
  type ApplicationDraft,
  type DraftDocument,
  type DraftTarget,
} from '@/features/applications/application-draft-storage';
import { ApplyForSpaceError, useApplyForSpace } from '@/features/applications/api/apply-for-space';
import { openApplicationCountQuery } from '@/features/applications/api/get-open-application-count';
import { newBrandApplicationId } from '@/features/applications/api/new-application-id';
import { applyFailureMessages } from '@/features/applications/apply-failure';
import { formatReferenceNumber } from '@/features/applications/format-reference-number';
import { ApplicationConfirm } from '@/features/applications/components/application-confirm';
import { DeferredMarkdown } from '@/features/applications/components/deferred-markdown';
import {
  ApplicationForm,
  type ApplicationFormValues,
} from '@/features/applications/components/application-form';
import type { IdentityDocumentUploader } from '@/features/applications/components/identity-document-field';
import { SpaceSummary } from '@/features/applications/components/space-summary';
import { useAssetSpaces, type SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { signIn } from '@/features/auth/api/sign-in';
import { signUp } from '@/features/auth/api/sign-up';
import { authErrorCode } from '@/features/auth/auth-error-code';
import { AuthModeTabs, type AuthMode } from '@/features/auth/components/auth-mode-tabs';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useAuthState } from '@/features/auth/use-auth-state';
import { useBrandPage } from '@/features/content/api/get-brand-page';
import { memberQuery } from '@/features/members/api/get-member';
import { useSaveMember } from '@/features/members/api/save-member';
import { signedInUidQuery } from '@/features/members/api/signed-in-uid-query';
import { applicationFormSchema, type ApplicationForm as FormOutput } from '@/lib/model/application';
import type { BrandPage } from '@/lib/model/brand-page';
import { limits } from '@/lib/model/limits';
import type { Member } from '@/lib/model/member';
import { todayInJapan } from '@/utils/today-in-japan';
import './application.css';

/**
 * Who is signed in, by uid (the auth state keeps only token and e-mail): asked again whenever
 * the signed-in e-mail changes, e.g. right after signing in on this page.
 */
function useSignedInUid(): { ready: boolean; uid: string | null; email: string } {
  const auth = useAuthState();
  const uid = useQuery({ ...signedInUidQuery(auth.userEmail), enabled: auth.ready });
  return {
    ready: auth.ready && uid.isSuccess,
    uid: uid.data ?? null,
    email: auth.userEmail,
  };
}

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

type Step = 'form' | 'confirm';
const steps: { step: Step | 'thanks'; label: string }[] = [
  { step: 'form', label: '入力' },
  { step: 'confirm', label: '確認' },
  { step: 'thanks', label: '完了' },
];

function StepIndicator({ current }: { current: Step }) {
  return (
    <ol className="application-steps" aria-label="お申し込みの手順">
      {steps.map((item, index) => (
        <li
          key={item.step}
          className="application-steps__step"
          aria-current={item.step === current ? 'step' : undefined}
        >
          <span className="application-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {item.label}
        </li>
      ))}
    </ol>
  );
}

/** Signed out: why an account is needed, and ログイン / 新規登録 right here. */
function AccountNeeded({
  brandId,
  returnTo,
  onSignedIn,
}: {
  brandId: string;
  returnTo: string;
  onSignedIn: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<AuthMode>('signIn');
  // Signed in without a server session still lets the person apply (Firestore uses the token).
  const run = async (operation: () => Promise<void>) => {
    try {
      await operation();
    } catch (error) {
      if (authErrorCode(error) !== 'session/create-failed') throw error;
    }
    onSignedIn();
  };
  const login = paths.brand.login.href(brandId, { redirect: returnTo });
  return (
    <section className="application-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>お申し込みにはアカウントが必要です</h2>
      <p>
        審査の結果やご契約の内容をマイページでお知らせするため、ログインまたは新規登録（無料）をお願いします。済んだらこのページのまま、お申し込みの入力に進めます。
      </p>
      <AuthModeTabs idPrefix={id} mode={mode} onChange={setMode} />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`}>
        {mode === 'signIn' ? (
          <SignInForm
            key="signIn"
            onSubmit={(values) => run(() => signIn(values.email, values.password))}
          />
        ) : (
          <SignUpForm
            key="signUp"
            onSubmit={(values) => run(() => signUp(values.email, values.password))}
          />
        )}
      </div>
      <ul className="auth-links">
        <li>
          <Link to={login}>ログインページで手続きする</Link>
        </li>
        <li>
          <Link to={paths.brand.loginReset.href(brandId)}>パスワードをお忘れの方はこちら</Link>
        </li>
      </ul>
    </section>
  );
}

type ApplyFlowProps = {
  target: DraftTarget;
  uid: string;
  email: string;
  space: SpaceWithId;
  terms: BrandPage;
  step: Step;
  /** Just signed in on this page: the form takes the focus the sign-in form had. */
  focusForm: boolean;
};

/** The signed-in part: the form, the confirm step and sending the application. */
function ApplyFlow({ target, uid, email, space, terms, step, focusForm }: ApplyFlowProps) {
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
    return draft.applicationId
      ? draft
      : { ...draft, applicationId: newBrandApplicationId(brandId) };
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
        applicationId,
        file,
        signal,
        onProgress: ({ bytesTransferred, totalBytes }) =>
          onProgress(totalBytes > 0 ? bytesTransferred / totalBytes : 0),
      });
    },
    [uid, applicationId],
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
    await applyForSpace.mutateAsync({
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
    applicationDraftStorage.markApplied(target, applicationId);
    await navigate(paths.brand.applicationThanks.href(brandId, assetId, spaceId), {
      replace: true,
      state: { applicationId },
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
            <Link to={paths.brand.myunit.href(brandId)}>マイページを開く</Link>
          </FormAlert>
        ) : null
      }
    />
  );
}

/**
 * The signed-in person already holds this space: say so with the reference number. An earlier
 * attempt whose answer was lost ends here after a reload; its draft is done with.
 */
function AlreadyApplied({ target, space }: { target: DraftTarget; space: SpaceWithId }) {
  const { brandId, assetId, spaceId } = target;
  const { applicationId } = space;
  useEffect(() => {
    if (applicationId && applicationDraftStorage.read(target).applicationId === applicationId)
      applicationDraftStorage.markApplied(target, applicationId);
  }, [target, applicationId]);
  return (
    <div className="application-closed" role="status">
      <p>
        この区画はお申し込み済みです
        {applicationId ? `（受付番号 ${formatReferenceNumber(applicationId)}）` : ''}
        。審査の状況はマイページでご確認いただけます。
      </p>
      <p className="application-closed__links">
        <Link to={paths.brand.myunit.href(brandId)}>マイページを見る</Link>
        {space.status === 'reserved' ? (
          <Link to={paths.brand.applicationCancel.href(brandId, assetId, spaceId)}>
            お申し込みを取り消す
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/** /{brandId}/{assetId}/{spaceId}/application: 注記, the space, then the form or the confirm step. */
export function Component() {
  const { brandId = '', assetId = '', spaceId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const asset = usePublishedAsset(brandId, assetId);
  const spaces = useAssetSpaces(brandId, assetId);
  const annotation = useBrandPage(brandId, 'annotation');
  const terms = useBrandPage(brandId, 'terms');
  const auth = useSignedInUid();
  const [signedInHere, setSignedInHere] = useState(false);
  const target = useMemo(() => ({ brandId, assetId, spaceId }), [brandId, assetId, spaceId]);
  const space = spaces.find((candidate) => candidate.id === spaceId);
  if (!asset || !space) return null;

  const step: Step = searchParams.get('step') === 'confirm' ? 'confirm' : 'form';
  const assetHref = paths.brand.asset.href(brandId, assetId);
  const heldByMe =
    space.status !== 'available' && auth.uid !== null && space.reservedBy === auth.uid;

  let body;
  if (space.status !== 'available') {
    body = heldByMe ? (
      <AlreadyApplied target={target} space={space} />
    ) : (
      <div className="application-closed" role="status">
        <p>
          申し訳ありません。この区画は現在お申し込みいただけません（
          {space.status === 'reserved'
            ? 'ほかの方のお申し込みを受け付けています'
            : space.status === 'occupied'
              ? 'ご契約中です'
              : '募集を停止しています'}
          ）。
        </p>
        <p className="application-closed__links">
          <Link to={`${assetHref}#spaces`}>同じ物件のほかの区画を見る</Link>
          <Link to={paths.brand.list.href(brandId)}>ほかの物件を探す</Link>
        </p>
      </div>
    );
  } else if (terms === null) {
    body = (
      <FormAlert>
        ただいまオンラインでのお申し込みを受け付けておりません。お手数ですが、お問い合わせください。
      </FormAlert>
    );
  } else if (!auth.ready) {
    body = (
      <p className="application-loading" role="status">
        ログイン状態を確認しています…
      </p>
    );
  } else if (auth.uid === null) {
    body = (
      <AccountNeeded
        brandId={brandId}
        returnTo={location.pathname}
        onSignedIn={() => setSignedInHere(true)}
      />
    );
  } else {
    body = (
      <ApplyFlow
        key={auth.uid}
        target={target}
        uid={auth.uid}
        email={auth.email}
        space={space}
        terms={terms}
        step={step}
        focusForm={signedInHere}
      />
    );
  }

  const confirming = step === 'confirm' && space.status === 'available' && auth.uid !== null;
  return (
    <Page
      title={confirming ? 'お申し込み内容の確認' : paths.brand.application.title}
      lead={
        confirming
          ? undefined
          : `${asset.name}・区画 ${space.label}のお申し込みです。必要事項を入力し、確認画面へお進みください。`
      }
    >
      {space.status === 'available' ? (
        <StepIndicator current={confirming ? 'confirm' : 'form'} />
      ) : null}
      {annotation && annotation.body && !confirming ? (
        <section className="application-annotation" aria-labelledby="application-annotation">
          <h2 id="application-annotation">
            {annotation.title || 'お申し込みの前にご確認ください'}
          </h2>
          <DeferredMarkdown headingShift={1}>{annotation.body}</DeferredMarkdown>
        </section>
      ) : null}
      <SpaceSummary
        assetName={asset.name}
        assetHref={assetHref}
        space={space}
        showStatus={space.status !== 'available'}
      />
      {body}
    </Page>
  );
}
