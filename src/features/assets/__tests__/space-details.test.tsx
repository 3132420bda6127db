import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/features/auth/auth-store';
import { uidOfToken } from '@/features/auth/uid-of-token';
import { renderWithRouter } from '@/testing/render-with-router';
import { spaceFixture } from '@/testing/my-unit-fixtures';
import { SpaceDetails } from '../components/space-details';

/** An unsigned ID token carrying `uid` (the page only reads it to recognise the person). */
const tokenFor = (uid: string) =>
  `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ user_id: uid, sub: uid }))}.`;

const reserved = {
  ...spaceFixture({ status: 'reserved', reservedBy: 'alice', applicationId: 'a1' }),
  id: 'S1',
};

afterEach(() => act(() => authStore.reset()));

describe('SpaceDetails: a space held by an application', () => {
  it("reads the uid of an ID token, '' for anything else", () => {
    expect(uidOfToken(tokenFor('alice'))).toBe('alice');
    expect(uidOfToken('not-a-token')).toBe('');
    expect(uidOfToken('')).toBe('');
  });

  it("the applicant's own application: 審査中, theirs, with a link to my unit", () => {
    act(() => authStore.signedIn(tokenFor('alice'), 'alice@example.com'));
    renderWithRouter(<SpaceDetails brandId="sorakura" assetId="SK-101" space={reserved} />);
    expect(screen.getByText('お客さまのお申し込み（審査中）')).toBeVisible();
    expect(screen.getByText(/この区画はお客さまのお申し込みを審査中です/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'マイユニットを開く' })).toHaveAttribute(
      'href',
      '/sorakura/myunit',
    );
    expect(screen.queryByText(/ほかの方のお申し込み/)).toBeNull();
  });

  it("someone else's (or signed out): another person's application", () => {
    act(() => authStore.signedIn(tokenFor('bob'), 'bob@example.com'));
    renderWithRouter(<SpaceDetails brandId="sorakura" assetId="SK-101" space={reserved} />);
    expect(
      screen.getByText('この区画は現在ほかの方のお申し込みを受け付けています。'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'マイユニットを開く' })).toBeNull();
  });
});
