import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPING_TTL_MS } from '@tightlines/domain/messages/contract';
import { useSocketEvent } from '#web/lib/socket';

interface Typist {
  id: string;
  name: string;
  until: number;
}

/**
 * Who is typing in this conversation, from the socket's typing events: each lasts 5 s without another signal,
 * and ends when that person's message arrives.
 */
export function useTypists(conversationId: string, myId: string | null): Typist[] {
  const [typists, setTypists] = useState<Typist[]>([]);
  useSocketEvent('typing', ({ conversationId: id, user }) => {
    if (id !== conversationId || user.id === myId) return;
    const until = Date.now() + TYPING_TTL_MS;
    setTypists((list) => [
      ...list.filter((typist) => typist.id !== user.id),
      { id: user.id, name: user.displayName, until },
    ]);
  });
  useSocketEvent('new-message', ({ conversationId: id, message }) => {
    if (id !== conversationId || !message.sender) return;
    const sender = message.sender.id;
    setTypists((list) =>
      list.some((typist) => typist.id === sender) ? list.filter((typist) => typist.id !== sender) : list,
    );
  });
  useEffect(() => {
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((typist) => typist.until)) - Date.now();
    const timer = setTimeout(
      () => setTypists((list) => list.filter((typist) => typist.until > Date.now())),
      Math.max(next, 0) + 50,
    );
    return () => clearTimeout(timer);
  }, [typists]);
  return typists;
}

export function TypingIndicator({ typists }: { typists: Typist[] }) {
  const { t } = useTranslation('messages');
  const [first, second] = typists;
  const text = !first
    ? ''
    : !second
      ? t('typing.one', { name: first.name })
      : typists.length === 2
        ? t('typing.two', { first: first.name, second: second.name })
        : t('typing.many');
  return (
    <div aria-live="polite" className="min-h-6 px-4 pb-1 text-sm text-slate-600 italic dark:text-slate-400">
      {text && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex gap-0.5">
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
                style={{ animationDelay: `${dot * 150}ms` }}
              />
            ))}
          </span>
          {text}
        </span>
      )}
    </div>
  );
}
