import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageUrl } from '@/lib/storage-url';
import { resetContentShownForTests } from '@/utils/when-content-shown';
import { StorageImage } from '../storage-image';

describe('StorageImage', () => {
  beforeEach(() => {
    resetContentShownForTests();
    document.body.innerHTML = '';
  });

  it('asks for the page’s main image at once', () => {
    render(
      <StorageImage path="brands/a/hero.png" alt="ヒーロー" width={800} height={400} priority />,
    );
    expect(screen.getByAltText('ヒーロー')).toHaveAttribute('src', storageUrl('brands/a/hero.png'));
  });

  it('asks for the other images once the first page’s content has painted', async () => {
    const boot = document.createElement('div');
    boot.className = 'boot';
    document.body.append(boot);
    render(<StorageImage path="brands/a/photo.png" alt="写真" width={400} height={250} />);
    const image = screen.getByAltText('写真');
    expect(image).not.toHaveAttribute('src');
    // The first page replaces the boot frame.
    boot.remove();
    await waitFor(() => expect(image).toHaveAttribute('src', storageUrl('brands/a/photo.png')));
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
