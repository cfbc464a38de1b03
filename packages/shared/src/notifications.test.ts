import { describe, expect, it } from 'vitest';
import {
  applyNotificationPreferences,
  defaultNotificationPreferences,
  isCriticalNotification,
  normalizeNotificationPreferences,
  NOTIFICATION_CATEGORIES,
  wantsEmail,
  wantsInApp,
  ZNotificationsQuery,
  ZUpdateNotificationPreferencesRequest,
} from './notifications.ts';

describe('notification preferences', () => {
  it('default to everything on, for every category', () => {
    const preferences = defaultNotificationPreferences();
    expect(preferences).toMatchObject({ inApp: true, email: true, push: true });
    expect(Object.keys(preferences.categories)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(normalizeNotificationPreferences(null)).toEqual(preferences);
    expect(
      normalizeNotificationPreferences({ categories: { winner: { email: false }, unknown: {} }, email: 'yes' }),
    ).toMatchObject({
      email: true,
      categories: { winner: { inApp: true, email: false, push: true } },
    });
  });

  it('merge a partial update; security stays on in the app', () => {
    const next = applyNotificationPreferences(defaultNotificationPreferences(), {
      inAppNotifications: false,
      categories: { security: { inApp: false, email: false }, brief: { push: false } },
    });
    expect(next.inApp).toBe(false);
    expect(next.categories.security).toEqual({ inApp: true, email: false, push: true });
    expect(next.categories.brief).toEqual({ inApp: true, email: true, push: false });
    expect(
      normalizeNotificationPreferences({ categories: { security: { inApp: false } } }).categories.security.inApp,
    ).toBe(true);
  });

  it('let critical notifications through when the app is switched off', () => {
    const off = applyNotificationPreferences(defaultNotificationPreferences(), { inApp: false, email: false });
    expect(wantsInApp(off, { category: 'security', priority: 'high' })).toBe(true);
    expect(wantsInApp(off, { category: 'payment', priority: 'urgent' })).toBe(true);
    expect(wantsInApp(off, { category: 'payment', priority: 'normal' })).toBe(false);
    expect(wantsEmail(off, 'security')).toBe(false);
    expect(isCriticalNotification({ category: 'winner', priority: 'urgent' })).toBe(false);
    const categoryOff = applyNotificationPreferences(defaultNotificationPreferences(), {
      categories: { winner: { inApp: false, email: false } },
    });
    expect([
      wantsInApp(categoryOff, { category: 'winner', priority: 'high' }),
      wantsEmail(categoryOff, 'winner'),
      wantsEmail(categoryOff, 'payment'),
    ]).toEqual([false, false, true]);
  });

  it('refuse unknown categories and channels', () => {
    expect(ZUpdateNotificationPreferencesRequest.safeParse({ categories: { lottery: { email: false } } }).success).toBe(
      false,
    );
    expect(ZUpdateNotificationPreferencesRequest.safeParse({ categories: { winner: { sms: false } } }).success).toBe(
      false,
    );
    expect(
      ZUpdateNotificationPreferencesRequest.safeParse({ userId: 'x', userType: 'brand', email: false }).success,
    ).toBe(true);
  });
});

describe('the list query', () => {
  it('parses the spec client’s query with defaults', () => {
    expect(ZNotificationsQuery.parse({ userId: 'u1', userType: 'brand', isRead: 'false', limit: '50' })).toEqual({
      userId: 'u1',
      userType: 'brand',
      isRead: false,
      limit: 50,
      offset: 0,
      includeDismissed: false,
    });
    expect(ZNotificationsQuery.parse({})).toMatchObject({ limit: 20, offset: 0, includeDismissed: false });
  });

  it('refuses bad values with messages that name the field', () => {
    const message = (query: Record<string, string>) => {
      const result = ZNotificationsQuery.safeParse(query);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(message({ category: 'lottery' })).toMatch(/^category must be one of payment, /);
    expect(message({ limit: '500' })).toBe('limit must be at most 100');
    expect(message({ limit: '1.5' })).toBe('limit must be a whole number');
    expect(message({ isRead: 'maybe' })).toBe('isRead must be true or false');
  });
});
