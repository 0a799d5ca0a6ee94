import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { i18n as I18n, ResourceKey } from 'i18next';
import type { Person } from '@tightlines/domain/social/people';
import type { EventInput, Series, SeriesList } from '@tightlines/domain/tournaments/events-contract';
import { ApiRequestError } from '#web/lib/api-client';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { EventForm } from './components/event-form';
import { valuesOf } from './components/event-form-values';
import germanSpecies from '#web/locales/de/species.json';
import { buildEarnings } from './payments/testing/fixtures';

function renderForm(overrides: Partial<EventInput> = {}, directors: Person[] = [], serverError?: unknown) {
  // Payments (issue 17): the money section shows the platform fee from the earnings.
  mockApi({ 'GET /api/earnings': { body: buildEarnings() } });
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <EventForm
      initial={{ ...valuesOf(), timeZone: 'UTC', ...overrides }}
      directors={directors}
      serverError={serverError}
      submitLabel="Save draft"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

type User = ReturnType<typeof renderForm>['user'];

const arabic = import.meta.glob<ResourceKey>('../../locales/ar/*.json', { eager: true, import: 'default' });

/** The Arabic namespaces loaded and the language switched, as the app does when an Arabic reader arrives. */
async function switchToArabic(i18n: I18n) {
  for (const [file, data] of Object.entries(arabic))
    i18n.addResourceBundle('ar', file.replace(/^.*\/(.+)\.json$/, '$1'), data);
  await i18n.changeLanguage('ar');
}

const speciesChips = () => screen.getByRole('list', { name: 'Species' });

async function pickSpecies(user: User, search: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Species' }), search);
  await user.click(screen.getByRole('option', { name }));
}

async function fillBasics(user: User) {
  await user.type(screen.getByLabelText(/Event name/), 'Bluewater Classic');
  await user.type(screen.getByLabelText(/Start date/), '2026-06-01');
  await user.type(screen.getByLabelText(/End date/), '2026-06-02');
}

const person = (id: string, firstName: string, lastName: string): Person => ({
  id,
  handle: firstName.toLowerCase(),
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  avatarUrl: null,
});
const DEE = person('5f0c5b8e-8a59-4d7e-9d7c-0c1f7f0a1a01', 'Dee', 'Director');
const FINN = person('5f0c5b8e-8a59-4d7e-9d7c-0c1f7f0a1a02', 'Finn', 'Fisher');

describe('director event form', { timeout: 20_000 }, () => {
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

  it('takes species from the catalogue, lengths in inches and weights in lb/oz, and saves millimetres and grams', async () => {
    const { user, onSubmit } = renderForm({ latitude: 24.55, longitude: -81.8 });
    await fillBasics(user);
    await pickSpecies(user, 'mar', 'Marlin');
    await pickSpecies(user, 'tun', 'Tuna');
    expect(within(speciesChips()).getByText('Marlin')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Scoring'), 'points');
    await user.type(screen.getByLabelText('Points for a Marlin'), '500');
    await user.type(screen.getByLabelText('Points per kilogram'), '2');
    await user.type(screen.getByLabelText('Minimum length of Tuna'), '28');
    await user.click(screen.getByLabelText('Tuna scores'));

    await user.click(screen.getByRole('button', { name: 'Add a Tuna row' }));
    await user.click(screen.getByRole('button', { name: 'Add a Tuna row' }));
    await user.type(screen.getByLabelText('Row 1 length'), '40');
    await user.type(screen.getByLabelText('Row 1 weight'), '33');
    await user.type(screen.getByLabelText('Row 2 length'), '31.5');
    await user.type(screen.getByLabelText('Row 2 weight'), '20');

    await user.click(screen.getByRole('button', { name: 'Add penalty' }));
    await user.selectOptions(screen.getByLabelText(/Penalty 1/), 'Short fish');
    expect(screen.getByLabelText(/Wording on the rules/)).toHaveValue('Short fish');
    const weightOff = screen.getByLabelText('Weight off');
    await user.type(weightOff, '1');
    await user.type(within(weightOff.closest('li')!).getByLabelText('ounces'), '1.64');

    await user.click(screen.getByRole('radio', { name: 'Circle' }));
    await user.click(screen.getByRole('button', { name: 'Use event location as centre' }));
    expect(screen.getByLabelText('Centre latitude')).toHaveValue(24.55);
    await user.type(screen.getByLabelText('Radius (km)'), '12.5');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0]![0] as EventInput;
    expect(payload.species).toEqual(['Marlin', 'Tuna']);
    expect(payload.scoring).toEqual({
      mode: 'points',
      eligibleSpecies: ['Marlin'],
      // 28 in, 40 in and 31.5 in in millimetres; 33 lb and 20 lb in grams.
      minimumLengthMm: { Tuna: 711 },
      points: { perSpecies: { Marlin: 500 }, perKilogram: 2 },
      lengthToWeight: {
        Tuna: [
          [800, 9072],
          [1016, 14969],
        ],
      },
    });
    // 1 lb 1.64 oz is 500 g; the penalty's stored code is its type.
    expect(payload.penalties).toEqual([{ code: 'short_fish', label: 'Short fish', grams: 500 }]);
    expect(payload.boundary).toEqual({ center: [24.55, -81.8], radiusKm: 12.5 });
    expect(screen.queryByText(/short_fish/)).not.toBeInTheDocument();
  }, 30_000);

  it('edits a saved event in lb/in and saves grams and millimetres, untouched values without drift', async () => {
    const { user, onSubmit } = renderForm({
      name: 'Bluewater Classic',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      species: ['Tuna'],
      scoring: { mode: 'weight', minimumLengthMm: { Tuna: 700 }, lengthToWeight: { Tuna: [[800, 9000]] } },
      penalties: [{ code: 'dead_fish', label: 'Dead fish (8 oz)', grams: 227 }],
    });
    expect(screen.getByLabelText('Minimum length of Tuna')).toHaveValue('27.56');
    expect(screen.getByLabelText('Row 1 weight')).toHaveValue('19');
    const weightOff = screen.getByLabelText('Weight off');
    expect(weightOff).toHaveValue('0');
    expect(within(weightOff.closest('li')!).getByLabelText('ounces')).toHaveValue('8.01');
    expect(screen.getByLabelText(/Penalty 1/)).toHaveDisplayValue('Dead fish');

    await user.clear(screen.getByLabelText('Minimum length of Tuna'));
    await user.type(screen.getByLabelText('Minimum length of Tuna'), '30');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const payload = onSubmit.mock.calls[0]![0] as EventInput;
    expect(payload.scoring).toEqual({
      mode: 'weight',
      minimumLengthMm: { Tuna: 762 },
      lengthToWeight: { Tuna: [[800, 9000]] },
    });
    expect(payload.penalties).toEqual([{ code: 'dead_fish', label: 'Dead fish (8 oz)', grams: 227 }]);
  }, 20_000);

  it('shows an Arabic reader kilograms and centimetres, and penalty names in Arabic', async () => {
    const { user, onSubmit, i18n } = renderForm({
      name: 'Bluewater Classic',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      species: ['Tuna'],
      scoring: { mode: 'weight', minimumLengthMm: { Tuna: 700 } },
      penalties: [{ code: 'dead_fish', label: 'Dead fish', grams: 227 }],
    });
    await act(() => switchToArabic(i18n));
    // The species reads in Arabic, in the chip and in its rules, while the event keeps the catalogue's name.
    expect(
      within(screen.getByRole('list', { name: i18n.t('director:form.species') })).getByText('سمك التونة'),
    ).toBeInTheDocument();
    const minimum = screen.getByLabelText(i18n.t('director:editor.minimumLength', { species: 'سمك التونة' }));
    expect(minimum).toHaveValue('70');
    expect(minimum.parentElement).toHaveTextContent('سم');
    const weightOff = screen.getByLabelText(i18n.t('rules:penalties.weightOff'));
    expect(weightOff).toHaveValue('0.227');
    expect(weightOff.parentElement).toHaveTextContent('كغ');
    expect(
      screen.getByLabelText(new RegExp(`^${i18n.t('rules:penalties.type', { number: 1 })}`)),
    ).toHaveDisplayValue('سمكة نافقة');
    expect(screen.queryByText(/dead_fish/)).not.toBeInTheDocument();

    // A comma decimal, as many Arabic keyboards type it.
    await user.clear(weightOff);
    await user.type(weightOff, '1,5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as EventInput).penalties).toEqual([
      { code: 'dead_fish', label: 'Dead fish', grams: 1500 },
    ]);
    expect((onSubmit.mock.calls[0]![0] as EventInput).species).toEqual(['Tuna']);
  }, 20_000);

  it("finds species by the reader's name or the English one, shows them translated and saves the catalogue name", async () => {
    const { user, onSubmit, i18n } = renderForm();
    i18n.addResourceBundle('de', 'species', germanSpecies);
    await act(() => i18n.changeLanguage('de'));
    await fillBasics(user);
    const search = screen.getByRole('combobox', { name: i18n.t('director:form.species') });
    await user.type(search, 'hecht');
    expect(screen.getByRole('option', { name: 'Hecht' })).toBeInTheDocument();
    // The German name is a catalogue species, not a new one to add as typed.
    expect(screen.queryByRole('option', { name: /hecht/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Hecht' }));
    await user.type(search, 'largemouth');
    await user.click(screen.getByRole('option', { name: 'Forellenbarsch' }));
    await user.type(search, 'Huchen');
    await user.click(
      screen.getByRole('option', { name: i18n.t('director:editor.speciesAdd', { name: 'Huchen' }) }),
    );
    const chips = screen.getByRole('list', { name: i18n.t('director:form.species') });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Hecht', 'Forellenbarsch', 'Huchen']);
    await user.click(screen.getByRole('button', { name: i18n.t('director:new.submit') }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as EventInput).species).toEqual([
      'Northern pike',
      'Largemouth bass',
      'Huchen',
    ]);
  }, 20_000);

  it('finds a time zone by city with its UTC offset and proposes the zone of the event location', async () => {
    const { user } = renderForm({ latitude: 35.6, longitude: 139.8 });
    await user.click(screen.getByRole('button', { name: /Tokyo · Asia · UTC\+09:00 \(near the event\)/ }));
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Tokyo · Asia · UTC+09:00');

    const picker = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(picker);
    await user.type(picker, 'kolk');
    await user.click(screen.getByRole('option', { name: /Kolkata.*UTC\+05:30/ }));
    expect(picker).toHaveValue('Kolkata · Asia · UTC+05:30');
    // The location's zone is still offered, not forced.
    expect(screen.getByRole('button', { name: /Tokyo .*near the event/ })).toBeInTheDocument();
  });

  it('shows what is wrong with penalties, tables and a polygon and does not submit', async () => {
    const { user, onSubmit } = renderForm({ species: ['Walleye'] });
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add penalty' }));
    await user.click(screen.getByRole('button', { name: 'Add a Walleye row' }));
    await user.type(screen.getByLabelText('Row 1 length'), '16');

    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    await user.type(screen.getByLabelText('Point 1 latitude'), '45.1');
    await user.type(screen.getByLabelText('Point 1 longitude'), '-93.2');
    await user.type(screen.getByLabelText('Point 2 latitude'), '95');
    await user.type(screen.getByLabelText('Point 2 longitude'), '-93.3');
    await user.click(screen.getByRole('button', { name: 'Remove point 3' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a penalty from the list')).toBeInTheDocument();
    expect(screen.getByText('Penalty label is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a number greater than 0')).toBeInTheDocument();
    expect(screen.getByText('A boundary needs at least three points')).toBeInTheDocument();
    expect(screen.getByText('Enter a latitude between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Switching shape keeps the typed points; no boundary at all saves.
    await user.click(screen.getByRole('radio', { name: 'No boundary' }));
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    expect(screen.getByLabelText('Point 2 latitude')).toHaveValue(95);
  }, 20_000);

  it('refuses a circle without a radius or with a centre off the map', async () => {
    const { user, onSubmit } = renderForm();
    await fillBasics(user);
    expect(screen.queryByRole('button', { name: 'Use event location as centre' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Circle' }));
    expect(screen.queryByRole('button', { name: 'Use event location as centre' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Centre latitude'), '10');
    await user.type(screen.getByLabelText('Centre longitude'), '200');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a longitude between -180 and 180')).toBeInTheDocument();
    expect(screen.getByText('Enter a number greater than 0')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('lists co-directors, removes one and adds another found through the people search', async () => {
    const api = mockApi({
      'GET /api/people/search': ({ query }) => ({
        body: {
          items: query.get('q')?.startsWith('fin')
            ? [{ ...FINN, bio: null, followersCount: 0, isFollowing: false }]
            : [],
        },
      }),
    });
    const { user, onSubmit } = renderForm({ directorIds: [DEE.id] }, [DEE]);
    await fillBasics(user);
    const current = screen.getByRole('list', { name: 'Co-directors' });
    expect(within(current).getByText('Dee Director')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Dee Director' }));
    expect(screen.getByText('No co-directors yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Find a tournament director'), 'fin{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add Finn Fisher as co-director' }));
    expect(
      within(screen.getByRole('list', { name: 'Co-directors' })).getByText('Finn Fisher'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/people/search')[0]!.search).toMatch(/^\?q=fin/);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as EventInput).directorIds).toEqual([FINN.id]);
  });

  it('shows the server refusing a co-director at the co-directors', async () => {
    const message = 'Each co-director must be a tournament director.';
    renderForm(
      { directorIds: [DEE.id] },
      [DEE],
      new ApiRequestError(400, 'directorNotFound', message, { directorIds: message }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers only series and parent tournaments the director may attach events to (and the ones it is in)', () => {
    const series = (id: string, name: string, canEdit: boolean): Series => ({
      id,
      name,
      seasonYear: 2026,
      description: '',
      formula: { firstPlace: 100, step: 1, minimum: 1, countBest: null },
      feeMinor: null,
      currency: 'USD',
      status: 'published',
      eventsCount: 0,
      canEdit,
    });
    const list: SeriesList = {
      items: [
        series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b01', 'My Series', true),
        series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b02', 'Their Series', false),
        series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b03', 'Lead Director Series', false),
      ],
      tournaments: [
        { id: '0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b04', name: 'My Cup', seasonYear: 2026, canEdit: true },
        { id: '0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b05', name: 'Their Cup', seasonYear: 2026, canEdit: false },
      ],
    };
    renderWithProviders(
      <EventForm
        initial={{ ...valuesOf(), timeZone: 'UTC', seriesId: '0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b03' }}
        series={list}
        submitLabel="Save draft"
        busy={false}
        onSubmit={vi.fn()}
      />,
    );
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Series')).toEqual([
      'Standalone event',
      'My Series (2026)',
      'Lead Director Series (2026)',
    ]);
    expect(options('Parent tournament')).toEqual(['None', 'My Cup (2026)']);
  });
});
