import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { spaceFixture } from '@/testing/my-unit-fixtures';
import { SpaceDetails } from '../components/space-details';

const reserved = {
  ...spaceFixture({ status: 'reserved', reservedBy: 'alice', applicationId: 'a1' }),
  id: 'S1',
};

describe('SpaceDetails: a space held by an application', () => {
  it("the applicant's own application: 審査中, theirs, with a link to my unit", () => {
    renderWithRouter(
      <SpaceDetails brandId="sorakura" assetId="SK-101" space={reserved} viewerUid="alice" />,
    );
    expect(screen.getByText('お客さまのお申し込み（審査中）')).toBeVisible();
    expect(screen.getByText(/この区画はお客さまのお申し込みを審査中です/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'マイユニットを開く' })).toHaveAttribute(
      'href',
      '/sorakura/myunit',
    );
    expect(screen.queryByText(/ほかの方のお申し込み/)).toBeNull();
  });

  it("someone else's (or signed out): another person's application", () => {
    renderWithRouter(
      <SpaceDetails brandId="sorakura" assetId="SK-101" space={reserved} viewerUid="bob" />,
    );
    expect(
      screen.getByText('この区画は現在ほかの方のお申し込みを受け付けています。'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'マイユニットを開く' })).toBeNull();
  });
});

describe('SpaceDetails: 空き待ち (docs/waitlist.md)', () => {
  const key = `${reserved.type}_${reserved.monthlyFee}_${reserved.size.widthCm}x${reserved.size.depthCm}`;

  it('a taken space of a full plan points to the plan’s 空き待ち', () => {
    renderWithRouter(
      <SpaceDetails
        brandId="sorakura"
        assetId="SK-101"
        space={reserved}
        viewerUid="bob"
        plans={{ [key]: { available: 0 } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'このプランの空き待ちに登録する' })).toHaveAttribute(
      'href',
      '#waitlist',
    );
  });

  it('a held space: open to the person offered it until the offer ends, closed to others', () => {
    const held = {
      ...spaceFixture({ status: 'available', reservedBy: null, applicationId: null }),
      status: 'held' as const,
      hold: { uid: 'alice', entryId: 'e1', until: new Date(Date.now() + 3600_000) },
      id: 'S2',
    };
    const { unmount } = renderWithRouter(
      <SpaceDetails brandId="sorakura" assetId="SK-101" space={held} viewerUid="alice" />,
    );
    expect(screen.getByText(/空き待ちのご案内です/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'この区画を申し込む' })).toBeVisible();
    unmount();
    renderWithRouter(
      <SpaceDetails brandId="sorakura" assetId="SK-101" space={held} viewerUid="bob" />,
    );
    expect(screen.getByText(/空き待ちにご登録の方にご案内しています/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'この区画を申し込む' })).toBeNull();
  });
});
