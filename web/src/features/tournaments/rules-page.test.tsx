import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { renderWithProviders } from '#web/test/render';
import { RulesPage } from './pages/rules-page';
import { mockApi } from '#web/test/api';
import { EVENT_ID } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

const rules = {
  eventId: EVENT_ID,
  name: 'Bluewater Classic',
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  location: 'Key West, FL',
  rulesText: 'Circle hooks only.\n\nAll billfish released.',
  scoring: { mode: 'points' },
  penalties: [] as { code: string; label: string; grams?: number; points?: number }[],
};

function renderRules(clipboard: { writeText: (text: string) => Promise<void> }, body: typeof rules = rules) {
  mockApi({ [`GET /api/events/${EVENT_ID}/rules`]: () => ({ body }) });
  const view = renderWithProviders(
    <>
      <RulesPage />
      <Toaster />
    </>,
    { route: `/tournaments/${EVENT_ID}/rules`, path: '/tournaments/:id/rules' },
  );
  // After user-event's setup, which installs its own clipboard.
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return view;
}

describe('/tournaments/{id}/rules', () => {
  it("copies the link: 'Rules link copied to clipboard!'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderRules({ writeText });
    expect(await screen.findByText('All billfish released.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Rules link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tournaments/${EVENT_ID}/rules`);
  });

  it("says 'Failed to copy link' when the clipboard refuses", async () => {
    const { user } = renderRules({ writeText: () => Promise.reject(new Error('denied')) });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderRules({ writeText: () => Promise.resolve() });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('names penalties in the reader’s language with what they cost, never by their code', async () => {
    renderRules(
      { writeText: () => Promise.resolve() },
      {
        ...rules,
        penalties: [
          { code: 'dead_fish', label: 'Dead fish (8 oz)', grams: 227 },
          { code: 'late_to_scale', label: 'Late to the scale', points: 5 },
          { code: 'other_1', label: 'No life jacket' },
        ],
      },
    );
    const list = within(await screen.findByRole('region', { name: 'Penalties' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dead fishDead fish (8 oz)−0.50 lb',
      'Late to the scale−5 points',
      'No life jacket',
    ]);
    expect(screen.queryByText(/dead_fish|late_to_scale|other_1/)).not.toBeInTheDocument();
  });
});
