import { eventMoneyOf, refundPolicyOf } from '#server/features/tournaments/presenter';
import { startOfDayIn } from '@tightlines/domain/tournaments/status';
import {
  PaymentStatusSchema,
  RegistrationDraftSchema,
  RegistrationStatusSchema,
  type DirectorRegistration,
  type OpenEvent,
  type Registration,
} from '@tightlines/domain/tournaments/registration-contract';
import type { EventRow, RegistrationRow } from './repo';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function anglersOf(row: RegistrationRow) {
  const list =
    typeof row.anglers === 'string' ? (JSON.parse(row.anglers) as RegistrationRow['anglers']) : row.anglers;
  return (list as { userId: string | null; name: string; isCaptain: boolean }[]).map((angler) => ({
    userId: angler.userId,
    name: angler.name,
    isCaptain: Boolean(angler.isCaptain),
  }));
}

/** The event's first day has begun where it is held. */
export const hasStarted = (event: { start_date: string; time_zone: string }, now = new Date()) =>
  now.getTime() >= startOfDayIn(event.start_date, event.time_zone).getTime();

/** Row → RegistrationSchema for its owner (the resume token only on a draft, the check-in code only once registered). */
export function presentRegistration(row: RegistrationRow, viewerId: string): Registration {
  const status = RegistrationStatusSchema.parse(row.status);
  const isOwner = row.user_id === viewerId;
  const draft = status === 'draft' && isOwner ? RegistrationDraftSchema.safeParse(row.draft) : null;
  return {
    id: row.id,
    event: {
      id: row.event_id,
      name: row.event_name,
      startDate: row.start_date,
      endDate: row.end_date,
      location: row.location,
      timeZone: row.time_zone,
    },
    division: row.division_id && row.division_name ? { id: row.division_id, name: row.division_name } : null,
    team:
      row.team_id && row.team_slug
        ? { id: row.team_id, slug: row.team_slug, name: row.team_name ?? '' }
        : null,
    seriesId: row.series_id,
    entrantName: row.entrant_name,
    boatName: row.boat_name,
    status,
    paymentStatus: PaymentStatusSchema.parse(row.payment_status),
    feeMinor: Number(row.fee_minor),
    currency: row.currency,
    anglers: anglersOf(row),
    isMine: isOwner,
    canCancel: isOwner && (status === 'draft' || (status === 'registered' && !hasStarted(row))),
    checkInCode: status === 'registered' ? row.check_in_code : null,
    resumeToken: status === 'draft' && isOwner ? row.resume_token : null,
    draft: draft?.success ? draft.data : null,
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    registeredAt: iso(row.registered_at),
    createdAt: new Date(row.created_at).toISOString(),
    // Payments (issue 17): pay-core
    ...registrationMoney(row, isOwner),
  };
}

/** Payments (issue 17): the hold, the latest payment and whether Pay is offered (an online hold, mine, unpaid). */
function registrationMoney(row: RegistrationRow, isOwner: boolean) {
  const hold = iso(row.hold_expires_at ?? null);
  const released = row.status === 'cancelled' && row.payment_status === 'payment_failed' && hold !== null;
  const open = row.status === 'registered' || released;
  return {
    holdExpiresAt: row.status === 'registered' && row.payment_status !== 'paid' ? hold : null,
    paymentId: row.latest_payment_id ?? null,
    canPay:
      isOwner &&
      hold !== null &&
      open &&
      row.payment_status !== 'paid' &&
      Number(row.fee_minor) > 0 &&
      !hasStarted(row),
    refundedMinor: Number(row.refunded_minor ?? 0),
    refundPolicy:
      Number(row.fee_minor) > 0 && row.refund_policy !== undefined
        ? refundPolicyOf(
            eventMoneyOf({
              refundPolicy: row.refund_policy,
              refundPercentBp: Number(row.refund_percent_bp),
              refundDeadline: row.refund_deadline ? new Date(row.refund_deadline) : null,
              taxCountry: null,
              taxRegion: null,
            }),
          )
        : undefined,
  };
}

/**
 * Row → DirectorRegistrationSchema (what the dock and the registration desk need). A demo director (anyone,
 * the password is public) does not see the address of a real person who entered a demo event.
 */
export function presentDirectorRegistration(
  row: RegistrationRow,
  viewerIsDemo = false,
): DirectorRegistration {
  const email = viewerIsDemo && !row.registrant_demo ? '' : row.registrant_email;
  return {
    id: row.id,
    entrantName: row.entrant_name,
    boatName: row.boat_name,
    division: row.division_name,
    team: row.team_slug ? { slug: row.team_slug, name: row.team_name ?? '' } : null,
    registrant: { userId: row.user_id, displayName: row.registrant_name, email },
    anglers: anglersOf(row),
    status: RegistrationStatusSchema.parse(row.status),
    paymentStatus: PaymentStatusSchema.parse(row.payment_status),
    feeMinor: Number(row.fee_minor),
    currency: row.currency,
    paidAt: row.payment_status === 'paid' ? iso(row.paid_at) : null,
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    registeredAt: iso(row.registered_at),
    // Payments (issue 17): pay-core
    paymentId: row.paid_payment_id ?? null,
    paidMinor: Number(row.paid_minor ?? 0),
    refundedMinor: Number(row.refunded_minor ?? 0),
    disputed: Boolean(row.disputed),
  };
}

export function presentOpenEvent(row: EventRow, divisions: { id: string; name: string }[]): OpenEvent {
  const cap = row.participants_cap === null ? null : Number(row.participants_cap);
  const registered = Number(row.registered_count);
  return {
    id: row.id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    timeZone: row.time_zone,
    seriesId: row.series_id,
    entrantType: row.entrant_type === 'angler' ? 'angler' : 'team',
    feeMinor: Number(row.fee_minor),
    currency: row.currency,
    participantsCap: cap,
    registeredCount: registered,
    placesLeft: cap === null ? null : Math.max(cap - registered, 0),
    rulesText: row.rules_text,
    divisions,
    money: eventMoneyOf({
      refundPolicy: row.refund_policy,
      refundPercentBp: Number(row.refund_percent_bp),
      refundDeadline: row.refund_deadline ? new Date(row.refund_deadline) : null,
      taxCountry: row.tax_country,
      taxRegion: row.tax_region,
    }),
  };
}
