import { photoUrls } from '@briefly/shared/photos';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { BrandAvatar } from './brand-avatar';
import { PersonAvatar } from './person-avatar';
import { photoSrc } from './photo-src';

// Photos wherever a person or brand is named, initials as the fallback (docs/product/photos.md).

const photo = photoUrls('ab'.repeat(16));

describe('avatars', () => {
  it('pick the smallest stored size that is sharp on a 2× screen', () => {
    expect(photoSrc(photo, 28)).toBe(photo?.url64);
    expect(photoSrc(photo, 40)).toBe(photo?.url128);
    expect(photoSrc(photo, 72)).toBe(photo?.url256);
    expect(photoSrc(photo, 200)).toBe(photo?.url512);
    expect(photoSrc(null, 40)).toBeUndefined();
  });

  it("show a creator's photo, named, else their initials", () => {
    render(
      <TestProviders>
        <PersonAvatar name="Maya Chen" photo={photo} size={40} />
        <PersonAvatar name="Sam Lee" photo={null} size={40} />
      </TestProviders>,
    );
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveAttribute('src', photo?.url128);
    expect(screen.getByText('SL')).toBeInTheDocument();
  });

  it("show a brand's uploaded logo before the old logo address, else its initial", () => {
    render(
      <TestProviders>
        <BrandAvatar name="Northwind" photo={photo} logo="https://example.test/old.png" size={40} />
        <BrandAvatar name="Peak" photo={null} logo={null} size={40} />
      </TestProviders>,
    );
    expect(screen.getByRole('img', { name: 'Northwind logo' })).toHaveAttribute('src', photo?.url128);
    expect(screen.getByText('P')).toBeInTheDocument();
  });
});
