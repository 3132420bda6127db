import { describe, expect, expectTypeOf, it } from 'vitest';
import { definePath } from '../define-path';
import type { PathParamNames } from '../define-path';
import { paths } from '../paths';

describe('definePath', () => {
  it('reads the parameter names from the pattern, in order', () => {
    expectTypeOf<PathParamNames<'/admin'>>().toEqualTypeOf<[]>();
    expectTypeOf<PathParamNames<'/:brandId/info/:noticeId'>>().toEqualTypeOf<
      ['brandId', 'noticeId']
    >();
    expectTypeOf<PathParamNames<'/:brandId/:assetId/:spaceId/application'>>().toEqualTypeOf<
      ['brandId', 'assetId', 'spaceId']
    >();
  });

  it('takes exactly one value per parameter, then an optional query', () => {
    const asset = definePath('/:brandId/:assetId', '物件詳細');
    expect(asset.href('acme', 'a1')).toBe('/acme/a1');
    expect(asset.href('acme', 101)).toBe('/acme/101');
    // @ts-expect-error -- the pattern has two parameters
    asset.href('acme');
    // @ts-expect-error -- a query is an object, not a third parameter
    asset.href('acme', 'a1', 's1');
    expect(asset.pattern).toBe('/:brandId/:assetId');
    expect(asset.title).toBe('物件詳細');
  });

  it('percent-encodes each parameter, so a value cannot add a segment', () => {
    const notice = definePath('/:brandId/info/:noticeId', 'お知らせ');
    expect(notice.href('acme', 'a/b')).toBe('/acme/info/a%2Fb');
    expect(notice.href('acme', 'お知らせ 1')).toBe(
      '/acme/info/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B%201',
    );
    expect(notice.href('acme', '?x#y')).toBe('/acme/info/%3Fx%23y');
  });

  it('adds a query string in the order given, encoded, leaving out null and undefined', () => {
    const login = definePath('/:brandId/login', 'ログイン');
    expect(login.href('acme', { redirect: '/acme/myunit' })).toBe(
      '/acme/login?redirect=%2Facme%2Fmyunit',
    );
    expect(login.href('acme', { a: 'x y', b: 'ä&=', c: 2 })).toBe(
      '/acme/login?a=x+y&b=%C3%A4%26%3D&c=2',
    );
    expect(login.href('acme', { a: null, b: undefined })).toBe('/acme/login');
    expect(login.href('acme', {})).toBe('/acme/login');
    const admin = definePath('/admin/login', '管理者ログイン');
    expect(admin.href()).toBe('/admin/login');
    expect(admin.href({ redirect: '/admin/brands?status=new' })).toBe(
      '/admin/login?redirect=%2Fadmin%2Fbrands%3Fstatus%3Dnew',
    );
  });

  it('builds the inboxes and dashboards links callers used to glue by hand', () => {
    expect(paths.admin.brand.viewingRequests.href('acme', { status: 'new' })).toBe(
      '/admin/brands/acme/previews?status=new',
    );
    expect(paths.admin.brand.member.href('acme', 'u1')).toBe('/admin/brands/acme/users/u1');
    expect(paths.brand.viewingRequest.href('acme', { asset: 'a1', space: 's1' })).toBe(
      '/acme/preview?asset=a1&space=s1',
    );
    expect(paths.notice.href('n1')).toBe('/news/n1');
  });
});
