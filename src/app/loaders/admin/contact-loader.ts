import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { contactQuery } from '@/features/requests/api/get-contact';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/contacts/{contactId}: an unknown id is the 404 page. */
export const adminContactLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(
        contactQuery(params['brandId'] ?? '', params['contactId'] ?? ''),
      ),
    );
    return null;
  };
