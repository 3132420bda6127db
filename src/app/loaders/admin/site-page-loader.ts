import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { SitePageEditorProps } from '@/app/screen-props';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';

/** /admin/js/{pageKey}: the operator's page site/{pageKey} named on the route line. */
export const adminSitePageLoader =
  (queryClient: QueryClient, { pageKey }: SitePageEditorProps): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminSitePageQuery(pageKey));
    return null;
  };
