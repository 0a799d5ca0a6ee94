import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  COMMUNITY_EVENT_DESCRIPTION_MAX_CHARS,
  COMMUNITY_EVENT_NAME_MAX_CHARS,
  COMMUNITY_EVENT_TYPES,
  CreateCommunityEventSchema,
  type CommunityEventDetail,
} from '@tightlines/domain/community-events/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { TimeZonePicker } from '#web/components/forms/time-zone-picker';
import { errorMessage } from '#web/lib/error-message';
import { zoneOffsetMinutes } from '#web/lib/time-zones';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { EventNotFound } from '#web/features/tournaments';
import {
  useCommunityEvent,
  useCreateCommunityEvent,
  useMyGroups,
  useUpdateCommunityEvent,
} from '#web/features/events/api/calendar';

/** "2026-12-05T09:00" read in a zone → an ISO instant. */
export function zonedToIso(local: string, zone: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  let instant = asUtc - zoneOffsetMinutes(zone, new Date(asUtc)) * 60_000;
  instant = asUtc - zoneOffsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant → "2026-12-05T09:00" on the wall clock of a zone. */
export function isoToZoned(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const ORGANISER_ROLES = new Set(['owner', 'admin', 'moderator']);

/** /events/new (optionally ?groupId=) */
export function NewEventPage() {
  return <EventFormPage />;
}

/** /events/{eventId}/edit (the organiser) */
export function EditEventPage() {
  const { eventId = '' } = useParams();
  const query = useCommunityEvent(eventId);
  if (query.isPending) return <div className="h-64 animate-pulse" aria-busy="true" />;
  if (query.isError) {
    if ('status' in query.error && query.error.status === 404) return <EventNotFound />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <EventFormPage event={query.data} />;
}

function EventFormPage({ event }: { event?: CommunityEventDetail }) {
  const { t } = useTranslation('events');
  useDocumentTitle(t(event ? 'form.editTitle' : 'form.newTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groups = useMyGroups(!event);
  const create = useCreateCommunityEvent();
  const update = useUpdateCommunityEvent(event?.id ?? '');
  const defaultZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [timeZone, setTimeZone] = useState(event?.timeZone ?? defaultZone);
  const [form, setForm] = useState({
    name: event?.name ?? '',
    type: event?.type ?? 'meeting',
    description: event?.description ?? '',
    startsAt: event ? isoToZoned(event.startsAt, event.timeZone) : '',
    endsAt: event ? isoToZoned(event.endsAt, event.timeZone) : '',
    location: event?.location ?? '',
    latitude: event?.latitude?.toString() ?? '',
    longitude: event?.longitude?.toString() ?? '',
    capacity: event?.capacity?.toString() ?? '',
    groupId: event?.group?.id ?? params.get('groupId') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: e.target.value }));

  const organiserGroups = (groups.data?.items ?? []).filter(
    (group) => group.myMembership && ORGANISER_ROLES.has(group.myMembership.role),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = (value: string) => (value.trim() === '' ? null : Number(value));
    const input = {
      ...(form.groupId && !event ? { groupId: form.groupId } : {}),
      type: form.type,
      name: form.name,
      description: form.description,
      startsAt: zonedToIso(form.startsAt, timeZone),
      endsAt: zonedToIso(form.endsAt, timeZone),
      timeZone,
      location: form.location,
      latitude: number(form.latitude),
      longitude: number(form.longitude),
      capacity: number(form.capacity),
    };
    const parsed = CreateCommunityEventSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name');
        found[key] ??= t(`form.invalid.${key}`, { defaultValue: t('form.invalid.generic') });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const done = (saved: CommunityEventDetail) => {
      toast.success(t(event ? 'form.saved' : 'form.created'));
      void navigate(`/events/${saved.id}`);
    };
    const failed = (error: unknown) => toast.error(t('form.failed'), { description: errorMessage(t, error) });
    if (event) {
      const { groupId: _ignored, ...changes } = parsed.data;
      update.mutate(changes, { onSuccess: done, onError: failed });
    } else create.mutate(parsed.data, { onSuccess: done, onError: failed });
  };

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-extrabold text-deep dark:text-white">
        {t(event ? 'form.editTitle' : 'form.newTitle')}
      </h1>
      <Card className="p-5">
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label={t('form.name')} required error={errors.name}>
            <Input value={form.name} maxLength={COMMUNITY_EVENT_NAME_MAX_CHARS} onChange={set('name')} />
          </Field>
          <Field label={t('form.type')} required>
            <Select value={form.type} onChange={set('type')}>
              {COMMUNITY_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.description')}>
            <Textarea
              rows={5}
              value={form.description}
              maxLength={COMMUNITY_EVENT_DESCRIPTION_MAX_CHARS}
              onChange={set('description')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.startsAt')} required error={errors.startsAt}>
              <Input type="datetime-local" value={form.startsAt} onChange={set('startsAt')} />
            </Field>
            <Field label={t('form.endsAt')} required error={errors.endsAt}>
              <Input type="datetime-local" value={form.endsAt} min={form.startsAt} onChange={set('endsAt')} />
            </Field>
          </div>
          <Field label={t('timeZone')} required>
            <TimeZonePicker value={timeZone} onChange={setTimeZone} />
          </Field>
          <Field label={t('form.location')} required error={errors.location}>
            <Input value={form.location} maxLength={200} onChange={set('location')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.latitude')} hint={t('form.pinHint')} error={errors.latitude}>
              <Input inputMode="decimal" value={form.latitude} onChange={set('latitude')} />
            </Field>
            <Field label={t('form.longitude')} error={errors.longitude}>
              <Input inputMode="decimal" value={form.longitude} onChange={set('longitude')} />
            </Field>
          </div>
          <Field label={t('capacity')} hint={t('form.capacityHint')} error={errors.capacity}>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              value={form.capacity}
              onChange={set('capacity')}
            />
          </Field>
          {!event && (
            <Field label={t('form.group')} hint={t('form.groupHint')}>
              <Select value={form.groupId} onChange={set('groupId')}>
                <option value="">{t('form.noGroup')}</option>
                {organiserGroups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <div className="flex flex-wrap gap-2 pt-2">
            <Button type="submit" busy={create.isPending || update.isPending}>
              {t(event ? 'form.save' : 'form.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void navigate(-1)}>
              {t('form.back')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
