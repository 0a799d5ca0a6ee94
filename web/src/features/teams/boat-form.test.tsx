import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { BoatForm } from './components/boat-form';

const BOAT = {
  id: '5f0c5b8e-8a59-4d7e-9d7c-0c1f7f0a1b01',
  name: 'Reel Deal',
  make: 'Grady-White',
  model: 'Canyon 306',
  lengthCm: 930,
  registrationNumber: '',
  team: null,
};

describe('boat form', () => {
  it('shows and takes the length in feet and saves centimetres', async () => {
    const api = mockApi({ [`PATCH /api/boats/${BOAT.id}`]: () => ({ body: BOAT }) });
    const { user } = renderWithProviders(<BoatForm boat={BOAT as never} teams={[]} />);
    const length = screen.getByLabelText('Length');
    expect(length).toHaveValue('30.51');
    expect(length.parentElement).toHaveTextContent('ft');
    await user.clear(length);
    await user.type(length, '25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH', `/api/boats/${BOAT.id}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/boats/${BOAT.id}`)[0]!.body).toMatchObject({ lengthCm: 762 });
  });

  it('refuses a length no boat has', async () => {
    const { user } = renderWithProviders(<BoatForm boat={BOAT as never} teams={[]} />);
    const length = screen.getByLabelText('Length');
    await user.clear(length);
    await user.type(length, '1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a length between 3.3 ft and 328.1 ft.')).toBeInTheDocument();
  });
});
