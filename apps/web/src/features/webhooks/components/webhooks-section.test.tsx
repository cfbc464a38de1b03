import type { TWebhookDelivery, TWebhookEndpoint } from '@briefly/shared/webhooks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { WebhooksSection } from './webhooks-section';

// Settings → Webhooks (docs/product/webhooks.md): add an endpoint (its secret shown once), send a test event,
// see it in the delivery log.

const endpoint: TWebhookEndpoint = {
  id: 'e1',
  url: 'https://hooks.example.com/briefly',
  events: ['brief.published'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretHint: 'whsec_abcd…',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const delivery: TWebhookDelivery = {
  id: 'd1',
  messageId: 'msg_1',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  responseCode: 200,
  responseBody: 'ok',
  error: null,
  createdAt: '2026-11-29T10:01:00.000Z',
  lastAttemptAt: '2026-11-29T10:01:00.000Z',
  nextAttemptAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksSection', () => {
  it('adds an endpoint, shows its secret once, sends a test event and shows the delivery log', async () => {
    let endpoints: TWebhookEndpoint[] = [];
    const fetchMock = mockFetch({
      'GET /api/brands/webhooks': () => json(200, { endpoints, events: ['brief.published'], limit: 10 }),
      'POST /api/brands/webhooks': () => {
        endpoints = [endpoint];
        return json(201, { endpoint, secret: 'whsec_c2VjcmV0' });
      },
      'POST /api/brands/webhooks/e1/test': () => json(202, { delivery: { ...delivery, status: 'pending' } }),
      'GET /api/brands/webhooks/e1/deliveries': () => json(200, { deliveries: [delivery] }),
    });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <WebhooksSection />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your webhooks…');
    await user.type(await screen.findByRole('textbox', { name: /Endpoint URL/ }), endpoint.url);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_c2VjcmV0')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(body.url).toBe(endpoint.url);
    expect(body.events).toContain('award.paid');

    const row = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(row).getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Delivery log' });
    expect(within(log).getByText('webhook.test')).toBeInTheDocument();
    expect(within(log).getByText('delivered')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  });
});
