import type { QueryClient } from '@tanstack/react-query';
import type { AuditScreenProps } from '@/app/screen-props';
import { applicationsList } from '@/features/applications/applications-list';
import type { AuditSource } from '@/features/audit/api/get-audit-page';
import { auditList } from '@/features/audit/audit-list';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { billsList } from '@/features/billing/bills-list';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';
import { membersList } from '@/features/members/members-list';
import { brandMailList } from '@/features/mail/brand-mail-list';
import { contactsList, viewingRequestsList } from '@/features/requests/request-lists';
import { todayInJapan } from '@/utils/today-in-japan';
import { adminListLoader, brandScope } from './list-loader';

/*
 * The staff list screens' loaders, one line each (adminListLoader): the list's page as the
 * address asks for it and what the screen requires beside it (the brand unless said).
 */

/** /admin/brands/{brandId}/users: the brand's members (`?q=`, a page). */
export const adminMembersLoader = adminListLoader(membersList, brandScope);

/** /admin/brands/{brandId}/mails: the brand's mail (filters, a page). */
export const adminBrandMailsLoader = adminListLoader(brandMailList, brandScope);

/** /admin/audit (every log; the brands to filter by) or /admin/brands/{brandId}/audit. */
export const adminAuditLoader = (queryClient: QueryClient, { scope }: AuditScreenProps) =>
  scope === 'all'
    ? adminListLoader(
        auditList,
        (): AuditSource => ({ kind: 'all' }),
        (client) => client.ensureQueryData(adminBrandsQuery()),
      )(queryClient)
    : adminListLoader(auditList, (params): AuditSource => ({
        kind: 'brand',
        brandId: brandScope(params),
      }))(queryClient);

/** /admin/brands/{brandId}/contacts: the brand's お問い合わせ (`?status=`, a page). */
export const adminContactsLoader = adminListLoader(contactsList, brandScope);

/** /admin/brands/{brandId}/previews: the 内見予約; the brand's assets name each request's place. */
export const adminViewingRequestsLoader = adminListLoader(
  viewingRequestsList,
  brandScope,
  (queryClient, params) => queryClient.ensureQueryData(adminAssetsQuery(brandScope(params))),
);

/** /admin/brands/{brandId}: the brand's applications (`?status=`, `?q=`, a page). */
export const adminBrandHomeLoader = adminListLoader(applicationsList, brandScope);

/**
 * /admin/brands/{brandId}/billing: a page of the month's or state's bills (`?month=`,
 * `?status=`, a page); the count and the totals are asked for by the screen once it is in.
 */
export const adminBillingLoader = adminListLoader(billsList, (params) => ({
  brandId: brandScope(params),
  today: todayInJapan(),
}));
