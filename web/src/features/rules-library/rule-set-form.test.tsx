import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RuleSetInput } from '@tightlines/domain/tournaments/events-contract';
import { renderWithProviders } from '#web/test/render';
import { RuleSetForm } from './components/rule-set-form';

function renderForm(initial: RuleSetInput) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <RuleSetForm initial={initial} busy={false} submitLabel="Save changes" onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

async function pickSpecies(user: ReturnType<typeof renderForm>['user'], search: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Species' }), search);
  await user.click(screen.getByRole('option', { name }));
}

const BLANK: RuleSetInput = {
  title: '',
  body: '',
  scoring: { mode: 'weight' },
  penalties: [],
  isTemplate: true,
};

describe('rule set form', () => {
  it('saves a template with species rules, a sorted length-to-weight table and penalties', async () => {
    const { user, onSubmit } = renderForm(BLANK);
    await user.type(screen.getByLabelText(/Title/), 'Bass points');
    await user.selectOptions(screen.getByLabelText('Scoring'), 'points');
    await user.type(screen.getByLabelText('Fish counted per entrant'), '5');
    expect(screen.getByText(/Add species above/)).toBeInTheDocument();

    await pickSpecies(user, 'largemouth', 'Largemouth bass');
    await pickSpecies(user, 'smallm', 'Smallmouth bass');
    // Typed in the viewer's units (English: inches), stored in millimetres.
    await user.type(screen.getByLabelText('Minimum length of Smallmouth bass'), '12');
    await user.type(screen.getByLabelText('Points for a Largemouth bass'), '10');
    await user.type(screen.getByLabelText('Points per kilogram'), '2');
    await user.click(screen.getByLabelText('Largemouth bass scores'));
    await user.click(screen.getByRole('button', { name: 'Add a Smallmouth bass row' }));
    await user.click(screen.getByRole('button', { name: 'Add a Smallmouth bass row' }));
    await user.type(screen.getByLabelText('Row 1 length'), '20');
    await user.type(screen.getByLabelText('Row 1 weight'), '5');
    await user.type(screen.getByLabelText('Row 2 length'), '16');
    await user.type(screen.getByLabelText('Row 2 weight'), '2');
    await user.type(screen.getAllByLabelText('ounces')[1]!, '10');

    await user.click(screen.getByRole('button', { name: 'Add penalty' }));
    await user.selectOptions(screen.getByLabelText(/Penalty 1/), 'Dead fish');
    await user.type(within(screen.getByLabelText('Weight off').closest('li')!).getByLabelText('ounces'), '8');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0]![0] as RuleSetInput;
    expect(payload).toMatchObject({ title: 'Bass points', isTemplate: true });
    expect(payload.scoring).toEqual({
      mode: 'points',
      bestN: 5,
      eligibleSpecies: ['Smallmouth bass'],
      minimumLengthMm: { 'Smallmouth bass': 305 },
      points: { perSpecies: { 'Largemouth bass': 10 }, perKilogram: 2 },
      lengthToWeight: {
        'Smallmouth bass': [
          [406, 1191],
          [508, 2268],
        ],
      },
    });
    expect(payload.penalties).toEqual([{ code: 'dead_fish', label: 'Dead fish', grams: 227 }]);
    expect(screen.queryByText(/dead_fish/)).not.toBeInTheDocument();
  }, 30_000);

  it('opens a saved template with its species and rules and saves them back unchanged', async () => {
    const saved: RuleSetInput = {
      title: 'Bass — five-fish limit by weight',
      body: 'Five-fish limit.',
      scoring: {
        mode: 'weight',
        bestN: 5,
        eligibleSpecies: ['Largemouth bass', 'Smallmouth bass'],
        minimumLengthMm: { 'Largemouth bass': 305, 'Smallmouth bass': 305 },
        lengthToWeight: { 'Smallmouth bass': [[400, 1200]] },
      },
      penalties: [{ code: 'late_to_scale', label: 'Late to the scale', grams: 454 }],
      isTemplate: true,
    };
    const { user, onSubmit } = renderForm(saved);
    expect(within(screen.getByRole('list', { name: 'Species' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Minimum length of Largemouth bass')).toHaveValue('12.01');
    expect(screen.getByLabelText('Row 1 weight')).toHaveValue('2');
    expect(screen.getByLabelText(/Penalty 1/)).toHaveDisplayValue('Late to the scale');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual(saved);
  });

  it('keeps the rules of a species taken off the list until they are cleared', async () => {
    const { user, onSubmit } = renderForm({
      ...BLANK,
      title: 'Walleye',
      scoring: { mode: 'weight', minimumLengthMm: { Walleye: 380, Sauger: 300 } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Sauger' }));
    expect(screen.getByText('Not in the species list above any more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the rules for Sauger' }));
    expect(screen.queryByLabelText('Minimum length of Sauger')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as RuleSetInput).scoring).toEqual({
      mode: 'weight',
      minimumLengthMm: { Walleye: 380 },
    });
  });

  it('shows what is wrong with a penalty and does not save', async () => {
    const { user, onSubmit } = renderForm({ ...BLANK, title: 'Bass' });
    await user.click(screen.getByRole('button', { name: 'Add penalty' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
