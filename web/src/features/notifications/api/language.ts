import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@tightlines/domain/i18n/languages';
import { api } from '#web/lib/api-client';

export function saveNotificationLanguage(language: string): Promise<void> {
  return api<void>('/notification-preferences/language', { method: 'PUT', json: { language } });
}

/** Who and what this page load already reported, so a language is sent once, and again when it changes. */
let reported: string | null = null;

/**
 * Tells the server the language the signed-in person reads the app in, so e-mailed notifications are written in
 * it too. Sent once per page load and person, and whenever they pick another language.
 */
export function useReportLanguage(userId: string | null | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (!userId || !language || !isLanguageCode(language)) return;
    const key = `${userId}:${language}`;
    if (reported === key) return;
    reported = key;
    saveNotificationLanguage(language).catch(() => {
      // Not worth a message: the next page load tries again.
      if (reported === key) reported = null;
    });
  }, [userId, language]);
}
