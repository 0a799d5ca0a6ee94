import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventInput } from '@tightlines/domain/tournaments/events-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { EventForm } from '#web/features/director/components/event-form';
import { valuesOf } from '#web/features/director/components/event-form-values';
import { buildEarnings } from './testing/fixtures';

function renderForm(overrides: Partial<EventInput> = {}) {
  mockApi({ 'GET /api/earnings': { body: buildEarnings({ platformFeeBp: 500 }) } });
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <EventForm
      initial={{
        ...valuesOf(),
        name: 'Bluewater Classic',
        startDate: '2030-06-01',
        endDate: '2030-06-02',
        timeZone: 'America/New_York',
        ...overrides,
      }}
      submitLabel="Save draft"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

describe('event form money settings', { timeout: 30_000 }, () => {
  it('shows up front what Tightlines keeps of the entry fee', async () => {
    renderForm({ feeMinor: 10_000, currency: 'USD' });
    expect(
      await screen.findByText('Tightlines keeps 5% of each entry fee (you receive $95.00 of $100.00).'),
    ).toBeInTheDocument();
  });

  it('sends a partial refund policy with its deadline on the event clock, and the tax place', async () => {
    const { user, onSubmit } = renderForm({ feeMinor: 5_000 });
    await user.selectOptions(screen.getByLabelText('Refund policy'), 'Partial refund');
    const share = screen.getByLabelText('Share refunded (%)');
    await user.clear(share);
    await user.type(share, '50');
    await user.type(screen.getByLabelText('Refunds until'), '2030-05-25T18:00');
    await user.type(screen.getByLabelText('Tax country'), 'us');
    expect(screen.getByText('United States')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tax region'), ' FL ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      money: {
        refundPolicy: 'partial',
        refundPercentBp: 5_000,
        // 18:00 in New York in May (EDT, UTC−4).
        refundDeadline: '2030-05-25T22:00:00.000Z',
        taxCountry: 'US',
        taxRegion: 'FL',
      },
    });
  });

  it('refuses a country that is not a 2-letter code and a share over 100%', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Refund policy'), 'Partial refund');
    const share = screen.getByLabelText('Share refunded (%)');
    await user.clear(share);
    await user.type(share, '150');
    await user.type(screen.getByLabelText('Tax country'), 'U');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Use a 2-letter country code')).toBeInTheDocument();
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a saved event's money settings", async () => {
    const { onSubmit, user } = renderForm({
      money: {
        refundPolicy: 'full',
        refundPercentBp: 10_000,
        refundDeadline: '2030-05-20T16:00:00.000Z',
        taxCountry: 'CA',
        taxRegion: 'Ontario',
      },
    });
    expect(screen.getByLabelText('Refund policy')).toHaveValue('full');
    expect(screen.getByLabelText('Refunds until')).toHaveValue('2030-05-20T12:00');
    expect(screen.getByLabelText('Tax country')).toHaveValue('CA');
    expect(screen.getByLabelText('Tax region')).toHaveValue('Ontario');
    expect(screen.queryByLabelText('Share refunded (%)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      money: { refundPolicy: 'full', taxCountry: 'CA', taxRegion: 'Ontario' },
    });
  });
});
