import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { BrandBriefsRoute } from './brand-briefs';

describe('BrandBriefsRoute', () => {
  it('says "Brand not found" once, with one way back, for an unknown brand', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'GET /api/public/brands/nope/briefs': () => json(404, { error: 'Brand not found', code: 'NOT_FOUND' }),
    });
    renderRoutes([{ path: '/brands/:brandId', element: <BrandBriefsRoute /> }], '/brands/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand not found' })).toBeInTheDocument();
    expect(screen.getAllByText(/Brand not found/)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Back to/ })).toHaveLength(1);
  });
});
