import { describe, expect, it } from 'vitest';
import type { Notification } from '@tightlines/domain/notifications/contract';
import arabic from '#web/locales/ar/notifications.json';
import { createTestI18n } from '#web/test/render';
import { notificationPath } from './lib/action-url';
import { renderNotification } from './lib/render';

const ACTION_ID = '55555555-5555-4555-8555-555555555555';
const isolated = (text: string) => `\u2068${text}\u2069`;

function render(language: 'en' | 'ar', notification: Pick<Notification, 'type' | 'params'>) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'notifications', arabic);
  void i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'notifications');
  return renderNotification(t, language, { ...notification, title: null, message: null });
}

describe('moderation notifications', () => {
  it('tell the reporter the outcome, in English and Arabic', () => {
    expect(render('en', { type: 'report_actioned', params: {} })).toEqual({
      title: 'Thanks for your report',
      message: 'A moderator reviewed what you reported and took action.',
    });
    expect(render('en', { type: 'report_dismissed', params: {} }).title).toBe('Your report was reviewed');
    expect(render('ar', { type: 'report_actioned', params: {} })).toEqual({
      title: 'شكرًا على بلاغك',
      message: 'راجع أحد المشرفين ما أبلغت عنه واتخذ إجراءً.',
    });
  });

  // A reason in Latin script inside an Arabic sentence is isolated, so it cannot reorder the sentence.
  it("tell the author the decision with the moderator's reason as written", () => {
    const params = { reason: 'Undersized fish', actionId: ACTION_ID };
    expect(render('en', { type: 'content_hidden', params })).toEqual({
      title: 'Your content was hidden',
      message: 'Reason: Undersized fish',
    });
    expect(
      render('en', { type: 'strike_received', params: { ...params, strikes: 2, threshold: 3 } }).title,
    ).toBe('You received a strike (2 of 3)');
    expect(render('ar', { type: 'account_suspended', params })).toEqual({
      title: 'حسابك موقوف',
      message: `السبب: ${isolated('Undersized fish')}`,
    });
    expect(render('ar', { type: 'appeal_upheld', params: { actionId: ACTION_ID } })).toEqual({
      title: 'تمت مراجعة استئنافك',
      message: 'يبقى القرار كما هو.',
    });
  });

  it('every one of the ten types has its own text', () => {
    const types = [
      'report_actioned',
      'report_dismissed',
      'moderation_warning',
      'content_hidden',
      'content_removed',
      'account_suspended',
      'strike_received',
      'content_restored',
      'appeal_reversed',
      'appeal_upheld',
    ] as const;
    const params = { reason: 'r', actionId: ACTION_ID, strikes: 1, threshold: 3 };
    const titles = types.map((type) => render('en', { type, params }).title);
    expect(new Set(titles).size).toBe(types.length);
    expect(titles.some((title) => title.startsWith('kinds.'))).toBe(false);
  });

  it("open the author's account standing; a report's outcome keeps its own link", () => {
    expect(notificationPath({ type: 'moderation_warning', actionUrl: null })).toBe('/settings/standing');
    expect(notificationPath({ type: 'strike_received', actionUrl: '/posts/p1' })).toBe('/settings/standing');
    expect(notificationPath({ type: 'report_actioned', actionUrl: null })).toBeNull();
    expect(notificationPath({ type: 'like', actionUrl: '/posts/p1' })).toBe('/posts/p1');
  });
});
