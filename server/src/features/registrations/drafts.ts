import {
  type DraftSaved,
  type Registration,
  type RegistrationDraft,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { resumeRegistrationMail } from './mail';
import { presentRegistration } from './presenter';
import {
  eventById,
  insertRegistration,
  registrationById,
  registrationByResumeToken,
  updateDraft,
  type RegistrationRow,
} from './repo';
import { nameOf, secret, type RegistrationDeps } from './service';

async function ownDraft(db: Db, userId: string, registrationId: string): Promise<RegistrationRow> {
  const row = await registrationById(db, registrationId);
  if (!row || row.status !== 'draft') throw AppError.of(404, 'resumeLinkInvalid');
  if (row.user_id !== userId) throw forbidden();
  return row;
}

/**
 * Saves the wizard's state as a draft registration (new, or `draftId` updated) and e-mails the resume link
 * /resume-registration/{token} when asked. A draft holds no place.
 */
export async function saveDraft(
  deps: RegistrationDeps,
  userId: string,
  input: { draft: RegistrationDraft; sendLink: boolean },
  draftId?: string,
): Promise<DraftSaved> {
  const event = await eventById(deps.db, input.draft.eventId);
  if (!event || event.status !== 'published') throw AppError.of(404, 'eventNotFound');
  let id: string;
  let resumeToken: string;
  if (draftId) {
    const row = await ownDraft(deps.db, userId, draftId);
    await updateDraft(deps.db, row.id, { eventId: event.id, draft: input.draft });
    id = row.id;
    resumeToken = row.resume_token;
  } else {
    const row = await insertRegistration(deps.db, {
      eventId: event.id,
      userId,
      status: 'draft',
      draft: input.draft,
      feeMinor: Number(event.fee_minor),
      currency: event.currency,
      resumeToken: secret(24),
      checkInCode: secret(12),
    });
    if (!row) throw new Error('draft not saved');
    id = row.id;
    resumeToken = row.resumeToken;
  }
  if (input.sendLink) {
    const me = await nameOf(deps.db, userId);
    const appUrl = deps.config.appUrl.replace(/\/$/, '');
    await deps.mailer.send(
      me.email,
      resumeRegistrationMail({
        firstName: me.firstName,
        eventName: event.name,
        url: `${appUrl}/resume-registration/${resumeToken}`,
        appUrl,
      }),
    );
  }
  return { id, resumeToken, emailed: input.sendLink };
}

/** The draft behind a resume link, for its owner only (403 for anyone else; 404 once submitted). */
export async function resumeDraft(
  deps: RegistrationDeps,
  userId: string,
  token: string,
): Promise<Registration> {
  const row = await registrationByResumeToken(deps.db, token);
  if (!row || row.status !== 'draft') throw AppError.of(404, 'resumeLinkInvalid');
  if (row.user_id !== userId) throw forbidden();
  return presentRegistration(row, userId);
}
