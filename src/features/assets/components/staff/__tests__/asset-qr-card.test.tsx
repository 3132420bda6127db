import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assetPermalink } from '../../../asset-permalink';
import { AssetQrCard } from '../asset-qr-card';

describe('assetPermalink', () => {
  it('is the permanent public address on the given origin', () => {
    expect(assetPermalink('https://rental.example.jp/', 'sorakura', 'SK-101')).toBe(
      'https://rental.example.jp/brand/sorakura/asset/SK-101',
    );
  });
});

describe('AssetQrCard', () => {
  it('draws the permalink as an SVG QR code with the name, number and address under it', () => {
    render(
      <AssetQrCard
        brandId="sorakura"
        assetNumber="SK-101"
        assetName="ソラクラ 三軒茶屋"
        origin="https://rental.example.jp"
      />,
    );
    const code = screen.getByRole('img', { name: 'ソラクラ 三軒茶屋のページを開くQRコード' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('物件番号 SK-101')).toBeInTheDocument();
    expect(
      screen.getByText('https://rental.example.jp/brand/sorakura/asset/SK-101'),
    ).toBeInTheDocument();
  });

  it('prints with 印刷する', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(
      <AssetQrCard brandId="sorakura" assetNumber="SK-101" assetName="物件" origin="http://x" />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '印刷する' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
