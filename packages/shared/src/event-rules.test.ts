import { describe, expect, it } from 'vitest';
import {
  eventStatus,
  localDateTime,
  moreTagsLabel,
  registrationState,
  seatsLeft,
  visibleTags,
  zonedDateTimeToUtc,
} from './event-rules.ts';

describe('event rules', () => {
  const startsAt = new Date('2030-06-01T10:00:00Z');
  it('derives the status from the start, the length and cancellation', () => {
    const event = { startsAt, durationMinutes: 60, cancelledAt: null };
    expect(eventStatus(event, new Date('2030-06-01T09:59:59Z'))).toBe('upcoming');
    expect(eventStatus(event, new Date('2030-06-01T10:00:00Z'))).toBe('live');
    expect(eventStatus(event, new Date('2030-06-01T11:00:00Z'))).toBe('completed');
    expect(eventStatus({ ...event, cancelledAt: new Date() }, new Date('2030-01-01T00:00:00Z'))).toBe('cancelled');
  });

  it('shows the first three tags and +N more', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(moreTagsLabel(2)).toBe('+2 more');
  });

  it('counts seats left, none for unlimited', () => {
    expect(seatsLeft(10, 4)).toBe(6);
    expect(seatsLeft(10, 12)).toBe(0);
    expect(seatsLeft(null, 4)).toBeNull();
  });

  it('picks the registration button state', () => {
    const base = {
      status: 'upcoming' as const,
      isRegistered: false,
      isFree: true,
      maxAttendees: 2,
      currentAttendees: 0,
    };
    expect(registrationState(base)).toBe('open');
    expect(registrationState({ ...base, currentAttendees: 2 })).toBe('full');
    expect(registrationState({ ...base, currentAttendees: 2, isRegistered: true })).toBe('registered');
    expect(registrationState({ ...base, status: 'completed' })).toBe('ended');
    expect(registrationState({ ...base, status: 'live' })).toBe('live');
    expect(registrationState({ ...base, status: 'cancelled', isRegistered: true })).toBe('cancelled');
    expect(registrationState({ ...base, isFree: false })).toBe('paid');
  });

  it('turns a wall-clock time in a zone into the instant, across clock changes', () => {
    expect(zonedDateTimeToUtc('2030-01-15', '18:30', 'America/New_York')?.toISOString()).toBe(
      '2030-01-15T23:30:00.000Z',
    );
    expect(zonedDateTimeToUtc('2030-07-15', '18:30', 'America/New_York')?.toISOString()).toBe(
      '2030-07-15T22:30:00.000Z',
    );
    expect(zonedDateTimeToUtc('2030-07-15', '09:00', 'Asia/Kolkata')?.toISOString()).toBe('2030-07-15T03:30:00.000Z');
    // New York skips 02:00–03:00 on 10 March 2030, and repeats 01:00–02:00 on 3 November (the first is taken).
    expect(zonedDateTimeToUtc('2030-03-10', '02:30', 'America/New_York')).toBeNull();
    expect(zonedDateTimeToUtc('2030-11-03', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2030-11-03T05:30:00.000Z',
    );
    expect(zonedDateTimeToUtc('2030-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedDateTimeToUtc('2030-02-01', '10:00', 'Nowhere/City')).toBeNull();
    expect(localDateTime(new Date('2030-07-15T22:30:00Z'), 'America/New_York')).toEqual({
      date: '2030-07-15',
      time: '18:30',
    });
  });
});
