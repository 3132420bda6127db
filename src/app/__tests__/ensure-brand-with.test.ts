import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import type { Brand } from '@/lib/model/brand';
import { ensureBrandWith } from '../loaders/ensure-brand-with';

const at = new Date('2026-04-01T01:00:00Z');
const brand: Brand = {
  name: 'アクメ倉庫',
  kind: 'trunk-room',
  tagline: '',
  description: '',
  logoPath: null,
  heroPath: null,
  themeColor: '#1f6feb',
  contact: { email: 'info@acme.example.com', phone: '050-3000-0000', hours: '' },
  published: true,
  sortOrder: 1,
  createdAt: at,
  updatedAt: at,
};

function client(brandId: string, published: boolean): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publishedBrandQuery(brandId).queryKey, published ? brand : null);
  return queryClient;
}

const permissionDenied = () =>
  Promise.reject(
    Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
  );

describe('ensureBrandWith', () => {
  it("returns the screen's data when the brand is published", async () => {
    await expect(
      ensureBrandWith(client('acme', true), 'acme', async () => ['faq']),
    ).resolves.toEqual(['faq']);
  });

  it('answers 404 for an unpublished brand even when its list was refused first', async () => {
    // The rules refuse an unpublished brand's lists; that refusal settles before the brand.
    const error: unknown = await ensureBrandWith(
      client('gone', false),
      'gone',
      permissionDenied,
    ).catch((reason: unknown) => reason);
    // react-router's data(null, { status: 404 }): the route renders its 404 page.
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it("passes on a published brand's failed read (the error screen with a retry)", async () => {
    await expect(ensureBrandWith(client('acme', true), 'acme', permissionDenied)).rejects.toThrow(
      'Missing or insufficient permissions.',
    );
  });
});
