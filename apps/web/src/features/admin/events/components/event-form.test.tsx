import type { TEvent } from '@briefly/shared/events';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { EventForm, eventRequestOf, initialEventValues } from './event-form';

describe('EventForm', () => {
  it('refuses an empty form with the server schema’s messages and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <TestProviders>
        <EventForm event={null} saving={false} failure={null} onSubmit={onSubmit} onCancel={() => {}} />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Host name is required')).toBeInTheDocument();
    expect(screen.getByText('Date must be YYYY-MM-DD')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus());
  });

  it('turns the fields into the request: lines, tags, agenda rows, no limit', () => {
    const values = {
      ...initialEventValues(null),
      title: 'Workshop',
      description: 'About',
      hostName: 'Ada',
      date: '2031-01-02',
      time: '10:30',
      timezone: 'Europe/Paris',
      unlimited: true,
      requirements: 'A laptop\n\n  A camera ',
      agenda: '10:30 | Welcome | Ada\n11:00 | Hands-on',
      tags: 'video, editing',
    };
    expect(eventRequestOf(values)).toMatchObject({
      maxAttendees: null,
      requirements: ['A laptop', 'A camera'],
      agenda: [
        { time: '10:30', topic: 'Welcome', speaker: 'Ada' },
        { time: '11:00', topic: 'Hands-on', speaker: null },
      ],
      tags: 'video, editing',
      price: 0,
    });
  });

  it('fills an existing event, its start in its own time zone', () => {
    const event = {
      title: 'T',
      description: 'D',
      type: 'webinar',
      category: 'business',
      host: { id: null, name: 'H', type: 'team', avatar: null, bio: null },
      date: '2031-01-02',
      time: '09:00',
      timezone: 'Asia/Tokyo',
      duration: 45,
      maxAttendees: 10,
      price: 25,
      isRecorded: true,
      recordingUrl: 'https://x.example/r',
      tags: ['a'],
      requirements: [],
      learningOutcomes: [],
      agenda: [],
      featured: true,
    } as unknown as TEvent;
    expect(initialEventValues(event)).toMatchObject({
      date: '2031-01-02',
      time: '09:00',
      timezone: 'Asia/Tokyo',
      maxAttendees: 10,
      unlimited: false,
      price: 25,
      recordingUrl: 'https://x.example/r',
      tags: 'a',
    });
  });
});
