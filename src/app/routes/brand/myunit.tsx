import { useSuspenseQueries } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCancelApplication } from '@/features/applications/api/cancel-application';
import { useRequestTermination } from '@/features/applications/api/request-termination';
import { useWithdrawTermination } from '@/features/applications/api/withdraw-termination';
import { useTerminationRule } from '@/features/brands/api/get-termination-rule';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import { publishedAssetQuery } from '@/features/assets/api/get-published-asset';
import { useAuthState } from '@/features/auth/use-auth-state';
import { useMember } from '@/features/members/api/get-member';
import { useSaveMember } from '@/features/members/api/save-member';
import {
  useUserApplications,
  type ApplicationWithId,
} from '@/features/applications/api/get-user-applications';
import { usePendingDebits, useUserBills } from '@/features/billing/api/get-user-bills';
import { finalBillOf } from '@/features/billing/final-bill';
import { useUserCredit } from '@/features/billing/api/get-credit';
import { ApplicationList } from '@/features/applications/components/application-list';
import { BillingList } from '@/features/billing/components/billing-list';
import { CreditBalance } from '@/features/billing/components/credit-balance';
import { ContractList } from '@/features/applications/components/contract-list';
import { MyUnitSection } from '@/features/applications/components/my-unit-section';
import { ProfileSection } from '@/features/members/components/profile-section';
import type { SpacePlace } from '@/features/applications/space-place';
import { billBalance } from '#shared/model/bill.js';
import { HowToPayPanel } from '@/features/payment/components/how-to-pay-panel';
import { formatYearMonth } from '@/utils/format-year-month';
import { todayInJapan } from '@/utils/today-in-japan';
import type { MyUnitLoaderData } from '../../loaders/my-unit-loader';

type SectionProps = { brandId: string; uid: string };

/** 空き待ち (docs/waitlist.md): its reads and code load with the section, off the first load. */
const MyWaitlist = lazy(() =>
  import('@/features/waitlist/components/my-waitlist').then((m) => ({ default: m.MyWaitlist })),
);

/**
 * Where each application is: its asset (name, page) and space (label, fees, plan). Spaces are
 * read per asset, the same reads and cache as the asset page; an asset no longer published
 * shows by its number without a link, its spaces unread (the rules refuse them).
 */
function usePlaceOf(
  brandId: string,
  applications: readonly ApplicationWithId[],
): (application: ApplicationWithId) => SpacePlace {
  const assetIds = [...new Set(applications.map((a) => a.assetId))];
  const assets = useSuspenseQueries({
    queries: assetIds.map((assetId) => publishedAssetQuery(brandId, assetId)),
  });
  const published = assetIds.filter((_, i) => assets[i]?.data);
  const spaceLists = useSuspenseQueries({
    queries: published.map((assetId) => assetSpacesQuery(brandId, assetId)),
  });
  return (application) => {
    const asset = assets[assetIds.indexOf(application.assetId)]?.data ?? null;
    const spaces = spaceLists[published.indexOf(application.assetId)]?.data ?? [];
    const space = spaces.find((s) => s.id === application.spaceId) ?? null;
    return {
      assetName: asset?.name ?? `物件 ${application.assetId}`,
      assetHref: asset ? paths.brand.asset.href(brandId, application.assetId) : null,
      spaceLabel: space?.label ?? application.spaceId,
      space,
    };
  };
}

function Contracts({ brandId, uid }: SectionProps) {
  const requestTermination = useRequestTermination();
  const withdrawTermination = useWithdrawTermination();
  const terminationRule = useTerminationRule(brandId);
  const applications = useUserApplications(brandId, uid);
  const placeOf = usePlaceOf(brandId, applications);
  // The same list the ご請求 section shows: whether the month a contract ends in is billed.
  const bills = useUserBills(brandId, uid);
  const today = todayInJapan();
  return (
    <ContractList
      contracts={applications.filter((a) => a.status === 'contracted')}
      placeOf={placeOf}
      pendingApplications={applications.some(
        (a) => a.status === 'submitted' || a.status === 'approved',
      )}
      listHref={paths.brand.list.href(brandId)}
      today={today}
      terminationRule={terminationRule}
      finalBillOf={(application, endDate) =>
        finalBillOf({
          application,
          endDate,
          rule: terminationRule,
          space: placeOf(application).space,
          bills,
          today,
        })
      }
      onRequestTermination={async (application, endDate, finalBill) => {
        await requestTermination.mutateAsync({
          brandId,
          applicationId: application.id,
          endDate,
          finalBill,
        });
      }}
      onWithdrawTermination={async (application) => {
        await withdrawTermination.mutateAsync({ brandId, applicationId: application.id });
      }}
    />
  );
}

/** 口座振替 (the account form and the bank search) loads after the bills, in a chunk of its own. */
const DebitAccountSection = lazy(() =>
  import('@/features/debit/components/debit-account-section').then((m) => ({
    default: m.DebitAccountSection,
  })),
);

function Bills({ brandId, uid }: SectionProps) {
  const bills = useUserBills(brandId, uid);
  // Read after the bills show, not in the loader: most customers have no 預り金.
  const credit = useUserCredit(brandId, uid);
  const pendingDebits = usePendingDebits(brandId, uid);
  // A bill the bank is to debit is not one to pay by 振込 (issue 37, item 4).
  const toPay = bills.filter((b) => !pendingDebits.has(b.id));
  return (
    <>
      <BillingList bills={bills} pendingDebits={pendingDebits} />
      <CreditBalance credit={credit} />
      {toPay.length === bills.length || toPay.some((b) => b.status === 'unpaid') ? (
        <NextPayment brandId={brandId} uid={uid} bills={toPay} />
      ) : null}
      <Suspense fallback={null}>
        <DebitAccountSection brandId={brandId} uid={uid} place="myunit" level={3} />
      </Suspense>
    </>
  );
}

/** お支払い方法 for the oldest bill still to pay (or, with none, how bills are paid). */
function NextPayment({
  brandId,
  uid,
  bills,
}: SectionProps & { bills: ReturnType<typeof useUserBills> }) {
  const next = bills
    .filter((b) => b.status !== 'paid' && b.status !== 'cancelled')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return (
    <HowToPayPanel
      brandId={brandId}
      uid={uid}
      level={3}
      id="my-unit-how-to-pay"
      {...(next
        ? {
            // what is still due: less what was paid of a bill paid in part
            amount: billBalance(next),
            dueDate: next.dueDate,
            subject: `${formatYearMonth(next.period)}分`,
          }
        : { lead: 'ご請求があるときは、こちらの方法でお支払いください。' })}
    />
  );
}

function Applications({ brandId, uid }: SectionProps) {
  const cancelApplication = useCancelApplication();
  const applications = useUserApplications(brandId, uid);
  const placeOf = usePlaceOf(brandId, applications);
  return (
    <ApplicationList
      applications={applications}
      placeOf={placeOf}
      listHref={paths.brand.list.href(brandId)}
      contractsHref="#contracts"
      onCancel={async (application, place) => {
        if (!place.space) throw new Error('区画を読み込めていません');
        // The hook reads the application, its space and the asset's counts again.
        await cancelApplication.mutateAsync({
          brandId,
          assetId: application.assetId,
          spaceId: application.spaceId,
          space: place.space,
          applicationId: application.id,
          uid,
          historyLength: Object.keys(application.history).length,
        });
      }}
    />
  );
}

function Profile({ brandId, uid }: SectionProps) {
  const member = useMember(brandId, uid);
  const { userEmail } = useAuthState();
  const saveMember = useSaveMember();
  return (
    <ProfileSection
      member={member}
      signedInEmail={userEmail}
      onSave={(profile) =>
        saveMember.mutateAsync({ brandId, uid, profile, exists: member !== null })
      }
    />
  );
}

const sections = [
  { id: 'contracts', title: 'ご契約' },
  { id: 'billings', title: 'ご請求' },
  { id: 'applications', title: 'お申し込み' },
  { id: 'waitlist', title: '空き待ち' },
  { id: 'profile', title: 'プロフィール' },
] as const;

const cardsSkeleton = <Skeleton height="9rem" count={2} />;

/** /{brandId}/myunit: the signed-in user's contracts, bills, applications and profile. */
export function Component() {
  const { brandId = '' } = useParams();
  const { uid } = useLoaderData<MyUnitLoaderData>();
  const title = paths.brand.myunit.title;
  if (uid === null) {
    const myUnit = paths.brand.myunit.href(brandId);
    return (
      <Page title={title}>
        <p>ログインの有効期限が切れたか、ほかの画面でログアウトされました。</p>
        <p>
          <Link
            className="button button--primary"
            to={paths.brand.login.href(brandId, { redirect: myUnit })}
          >
            ログインし直す
          </Link>
        </p>
      </Page>
    );
  }
  const props = { brandId, uid };
  return (
    <Page
      title={title}
      lead="ご契約中の区画とご請求、お申し込みの状況をご確認いただけます。プロフィールの変更や解約のお申し出もこちらから。"
    >
      <nav className="my-unit__toc" aria-label="このページの内容">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <MyUnitSection id="contracts" title="ご契約">
        <SectionBoundary name="ご契約" fallback={cardsSkeleton}>
          <Contracts {...props} />
        </SectionBoundary>
      </MyUnitSection>
      <MyUnitSection id="billings" title="ご請求">
        <SectionBoundary name="ご請求" fallback={cardsSkeleton}>
          <Bills {...props} />
        </SectionBoundary>
      </MyUnitSection>
      <MyUnitSection id="applications" title="お申し込み">
        <SectionBoundary name="お申し込み" fallback={cardsSkeleton}>
          <Applications {...props} />
        </SectionBoundary>
      </MyUnitSection>
      <MyUnitSection id="waitlist" title="空き待ち">
        <SectionBoundary name="空き待ち" fallback={cardsSkeleton}>
          <Suspense fallback={cardsSkeleton}>
            <MyWaitlist {...props} />
          </Suspense>
        </SectionBoundary>
      </MyUnitSection>
      <MyUnitSection id="profile" title="プロフィール">
        <SectionBoundary name="プロフィール" fallback={<Skeleton height="1.5rem" count={6} />}>
          <Profile {...props} />
        </SectionBoundary>
      </MyUnitSection>
    </Page>
  );
}
