import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { EventForm, valuesOf } from './components/event-form';

function renderForm() {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <EventForm
      initial={{ ...valuesOf(), timeZone: 'UTC' }}
      submitLabel="Save draft"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

describe('director event form', () => {
  it('shows what is missing and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a valid date')).toHaveLength(2);
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start and keeps what was typed', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Event name/), 'Bluewater Classic');
    await user.type(screen.getByLabelText(/Start date/), '2026-06-02');
    await user.type(screen.getByLabelText(/End date/), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(screen.getByLabelText(/Event name/)).toHaveValue('Bluewater Classic');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits fees in minor units with divisions and a TBA schedule item', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Event name/), 'Bluewater Classic');
    await user.type(screen.getByLabelText(/Start date/), '2026-06-01');
    await user.type(screen.getByLabelText(/End date/), '2026-06-02');
    await user.type(screen.getByLabelText('Entry fee (USD)'), '250.50');
    await user.click(screen.getByRole('button', { name: 'Add division' }));
    await user.type(screen.getByLabelText('Division 1'), 'Youth');
    await user.click(screen.getByRole('button', { name: 'Add schedule item' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Bluewater Classic',
      feeMinor: 25050,
      divisions: [{ name: 'Youth' }],
      schedule: [{ kind: 'lines_in', startsAt: null }],
    });
  });
});
