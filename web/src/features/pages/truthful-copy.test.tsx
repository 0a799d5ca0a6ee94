import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageKey } from '#web/lib/pages';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { pagesRoutes } from './routes';

// Pages a test pretends have landed, or are not there yet, on top of the real flags.
const landed = vi.hoisted(() => new Set<string>());
const gone = vi.hoisted(() => new Set<string>());
vi.mock('#web/lib/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/pages')>();
  return {
    ...actual,
    isAvailable: (page: PageKey) => !gone.has(page) && (landed.has(page) || actual.isAvailable(page)),
  };
});

afterEach(() => {
  landed.clear();
  gone.clear();
});

beforeAll(async () => {
  await Promise.all([
    import('./pages/about-page'),
    import('./pages/content-page'),
    import('./pages/faq-page'),
  ]);
});

function renderAt(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [...pagesRoutes, { path: '404', element: <p>Page not found</p> }],
  });
}

describe('About', () => {
  it('lists what works today, each linking to its page, the community spaces included', async () => {
    renderAt('/about');
    const section = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'What works on Tightlines today' },
        { timeout: 5000 },
      )
    ).closest('section')!;
    expect(section).toHaveTextContent('Tournaments and registration');
    expect(screen.getByRole('link', { name: /Live leaderboards/ })).toHaveAttribute('href', '/leaderboard');
    expect(screen.getByRole('link', { name: /Tools for tournament directors/ })).toHaveAttribute(
      'href',
      '/tournament-director',
    );
    expect(screen.getByRole('link', { name: /^Groups/ })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('link', { name: /Events calendar/ })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: /^Forums/ })).toHaveAttribute('href', '/forums');
    expect(section).toHaveTextContent(/ask to join a private one/);
    expect(section).toHaveTextContent(/subscribe to your own calendar feed/);
    expect(section).not.toHaveTextContent(/Podcasts/);
  });

  it('leaves forums out while their page does not exist', async () => {
    gone.add('forums');
    renderAt('/about');
    await screen.findByRole('heading', { level: 2, name: 'What works on Tightlines today' });
    expect(screen.queryByRole('link', { name: /^Forums/ })).not.toBeInTheDocument();
  });

  it('mentions podcasts once their page lands', async () => {
    landed.add('podcasts');
    renderAt('/about');
    expect(await screen.findByRole('link', { name: /Podcasts/ })).toHaveAttribute('href', '/podcasts');
  });
});

describe('Help', () => {
  it('explains tournaments as working, not coming soon', async () => {
    renderAt('/help');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tournaments' });
    expect(heading.closest('section')).toHaveTextContent(/QR code/);
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    expect(document.body).not.toHaveTextContent(/rolled out/i);
  });

  it('opens with what is live, from the availability flags', async () => {
    renderAt('/help');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'What you can do on Tightlines' })
    ).closest('section')!;
    expect(section).toHaveTextContent('Social feed:');
    expect(section).toHaveTextContent('Groups:');
    expect(section).toHaveTextContent('Events calendar:');
    expect(section).toHaveTextContent('Forums:');
    expect(section).not.toHaveTextContent('Podcasts');
  });

  it('explains groups, events with the calendar feed, and forums', async () => {
    renderAt('/help');
    const groups = (await screen.findByRole('heading', { level: 2, name: 'Groups' })).closest('section')!;
    expect(groups).toHaveTextContent(/Create a group: open Groups/);
    expect(groups).toHaveTextContent(/approve or decline each one/);
    expect(groups).toHaveTextContent(/Use Report on its page/);

    const events = screen
      .getByRole('heading', { level: 2, name: 'Events and your calendar' })
      .closest('section')!;
    expect(events).toHaveTextContent(/choose Going, Maybe, Interested or Can't go/);
    expect(events).toHaveTextContent(/webcal:\/\//);
    expect(events).toHaveTextContent(/\.ics file/);

    const forums = screen.getByRole('heading', { level: 2, name: 'Forums' }).closest('section')!;
    expect(forums).toHaveTextContent(/quote a post/);
    expect(forums).toHaveTextContent(/Subscribe to a thread/);
    expect(forums).toHaveTextContent(/accepts the reply that solved it/);
    expect(forums).toHaveTextContent(/Use Report on the post/);
  });

  it('drops a community section while its page does not exist', async () => {
    gone.add('events');
    renderAt('/help');
    await screen.findByRole('heading', { level: 2, name: 'Groups' });
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Events and your calendar' }),
    ).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/webcal/);
  });

  it('tells the payments truth of this server: pay at check-in offline, by card online only with a provider', async () => {
    renderAt('/about');
    expect(await screen.findByRole('link', { name: /Entry fees at check-in/ })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(screen.queryByText(/Pay entry fees online/)).not.toBeInTheDocument();
  });

  it('offers card payment in the list when Stripe is configured', async () => {
    mockApi({ 'GET /api/payments/config': { body: { provider: 'stripe', holdMinutes: 15 } } });
    renderAt('/about');
    expect(await screen.findByRole('link', { name: /Pay entry fees online/ })).toBeInTheDocument();
    expect(screen.queryByText(/Entry fees at check-in/)).not.toBeInTheDocument();
  });

  it('adds a capability to the list when its page lands', async () => {
    landed.add('podcasts');
    renderAt('/help');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'What you can do on Tightlines' })
    ).closest('section')!;
    expect(section).toHaveTextContent('Podcasts:');
  });
});

// The FAQ holds some thirty questions and each test opens several: slow on a busy machine, not stuck.
describe('FAQ', { timeout: 20_000 }, () => {
  it('tells how to enter a tournament today and lists what works', async () => {
    const { user } = renderAt('/faq');
    await user.click(
      await screen.findByRole('button', { name: 'How do I enter a tournament?' }, { timeout: 5000 }),
    );
    expect(screen.getByText(/choose Register/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/rolling out/i);

    await user.click(screen.getByRole('button', { name: 'What can I do on Tightlines today?' }));
    const answer = screen.getByText(/All of this works today/);
    expect(answer).toHaveTextContent('Tournaments and registration');
    expect(answer).toHaveTextContent(/Groups, Events calendar, Forums/);
    expect(answer).toHaveTextContent(/Charters, Booking hub, List your charter/);
    expect(answer).not.toHaveTextContent(/Podcasts/);
  });

  it('answers how to run a group, RSVP and subscribe, use the forums and report', async () => {
    const { user } = renderAt('/faq');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'How do I create a group and approve people who ask to join?' },
        { timeout: 5000 },
      ),
    );
    expect(screen.getByText(/find the request in the group's member list/)).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'How do I RSVP to an event and get it into my calendar?' }),
    );
    expect(screen.getByText(/subscribe to your personal calendar feed \(webcal\)/)).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: 'How do threads, quotes, subscriptions and accepted answers work in the forums?',
      }),
    );
    expect(screen.getByText(/accepts the reply that solved the question/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'How do I report a forum post or a group?' }));
    expect(screen.getByText(/Use Report on the forum post or on the group's page/)).toBeVisible();
  });

  it('leaves groups out while their page does not exist', async () => {
    gone.add('groups');
    const { user } = renderAt('/faq');
    await user.click(await screen.findByRole('button', { name: 'What can I do on Tightlines today?' }));
    expect(screen.getByText(/All of this works today/)).not.toHaveTextContent('Groups');
    expect(screen.queryByRole('button', { name: /create a group/ })).not.toBeInTheDocument();
  });
});

describe('Business pages', () => {
  it.each(['/business/partner-programs', '/business/solutions', '/press', '/company/brand-partnerships'])(
    '%s promises no dashboards or charters',
    async (route) => {
      renderAt(route);
      await screen.findByRole('heading', { level: 1 });
      expect(document.body).not.toHaveTextContent(/dashboard|charters/i);
    },
  );
});

describe('Advertise', () => {
  it('says that no ads run yet, while still describing the formats we will sell', async () => {
    await import('./pages/advertise-page');
    renderAt('/advertise');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Ads do not run on Tightlines yet. Tell us what you want to promote',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ad formats' })).toBeInTheDocument();
  });
});

describe('Messages', () => {
  it('are told about on About, linking to /messages', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { level: 2, name: 'What works on Tightlines today' });
    expect(screen.getByRole('link', { name: /Direct messages and team chat/ })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});

// Charters (issue 18): copy
describe('Charters', { timeout: 30_000 }, () => {
  it('About: finding and booking a charter, the booking hub and listing one, each linking to its page', async () => {
    renderAt('/about');
    const section = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'What works on Tightlines today' },
        { timeout: 5000 },
      )
    ).closest('section')!;
    const charters = screen.getByRole('link', { name: /^Charters/ });
    expect(charters).toHaveAttribute('href', '/charters');
    expect(charters).toHaveTextContent(/place, date, party size, fishing type and price, on a list or a map/);
    expect(charters).toHaveTextContent(/Book an open trip at once or request a date/);
    expect(screen.getByRole('link', { name: /^Booking hub/ })).toHaveAttribute('href', '/booking-hub');
    expect(screen.getByRole('link', { name: /^List your charter/ })).toHaveAttribute(
      'href',
      '/profile/charter-boats',
    );
    expect(section).toHaveTextContent(/an admin reviews each listing before it shows/);
    expect(section).toHaveTextContent(
      /The commission, 10% unless the platform sets another rate, is shown before you list/,
    );
  });

  it('FAQ: booking, cancellations by policy, weather, verified reviews, listing with its commission, the hub', async () => {
    const { user } = renderAt('/faq');
    const open = async (name: string) => {
      await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
    };
    await open('How do I book a charter?');
    expect(screen.getByText(/where the captain offers instant booking/)).toHaveTextContent(
      /A deposit paid online confirms the trip; you pay the balance online before the trip or at the dock/,
    );
    await open('What if I cancel, or the captain cancels for the weather?');
    const cancel = screen.getByText(/Every listing shows its cancellation policy before you pay/);
    expect(cancel).toHaveTextContent(/Flexible: everything back up to 24 hours before the trip/);
    expect(cancel).toHaveTextContent(/Strict: everything up to 30 days before, half up to 7 days/);
    expect(cancel).toHaveTextContent(/you choose a full refund or another date/);
    await open('Who can review a charter?');
    expect(screen.getByText(/Only an angler whose trip was completed, once per booking/)).toBeVisible();
    await open('I run a charter. How do I list it, and what does it cost?');
    expect(screen.getByText(/An admin reviews each listing before anglers can find it/)).toHaveTextContent(
      /10% unless the platform sets another rate, shown before you list/,
    );
    await open('What is the booking hub?');
    expect(screen.getByText(/Lodging, equipment rental and excursions listed by captains/)).toBeVisible();
  });

  it('FAQ: leaves the charter answers out while their pages do not exist', async () => {
    gone.add('charters');
    gone.add('charterBoats');
    gone.add('bookingHub');
    const { user } = renderAt('/faq');
    await user.click(
      await screen.findByRole('button', { name: 'What can I do on Tightlines today?' }, { timeout: 5000 }),
    );
    expect(screen.getByText(/All of this works today/)).not.toHaveTextContent(/Charters|Booking hub/);
    expect(screen.queryByRole('button', { name: 'How do I book a charter?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is the booking hub?' })).not.toBeInTheDocument();
  });

  it('Help: explains booking as an angler and the office as a captain', async () => {
    renderAt('/help');
    const anglers = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Charters and the booking hub' },
        { timeout: 5000 },
      )
    ).closest('section')!;
    expect(anglers).toHaveTextContent(/switch between the list and the map/);
    expect(anglers).toHaveTextContent(/an unanswered request expires/);
    expect(anglers).toHaveTextContent(/you choose a full refund or another date/);
    const captains = screen
      .getByRole('heading', { level: 2, name: 'For captains: listings, bookings and earnings' })
      .closest('section')!;
    expect(captains).toHaveTextContent(/An admin reviews the listing before anglers can find it/);
    expect(captains).toHaveTextContent(/record a balance paid at the dock/);
    expect(captains).toHaveTextContent(/10% unless the platform sets another rate/);
    const live = screen
      .getByRole('heading', { level: 2, name: 'What you can do on Tightlines' })
      .closest('section')!;
    expect(live).toHaveTextContent('Charters:');
    expect(live).toHaveTextContent('Booking hub:');
  });

  it('Help: drops the charter sections while the charters do not exist', async () => {
    gone.add('charters');
    gone.add('charterBoats');
    renderAt('/help');
    await screen.findByRole('heading', { level: 2, name: 'Groups' }, { timeout: 5000 });
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Charters and the booking hub' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'For captains: listings, bookings and earnings' }),
    ).not.toBeInTheDocument();
  });

  it('Terms: refunds follow the listing policy, weather gives the choice, the commission is kept before payout', async () => {
    renderAt('/terms');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Charters and bookings' }, { timeout: 5000 })
    ).closest('section')!;
    expect(section).toHaveTextContent(
      /Refunds follow the cancellation policy the listing shows before you pay/,
    );
    expect(section).toHaveTextContent(/you choose a full refund or another date/);
    expect(section).toHaveTextContent(/keeps its commission from each booking before paying the captain/);
  });
});

// Payments (issue 17): copy
describe('Payments', { timeout: 30_000 }, () => {
  it('FAQ: paying a fee online or at check-in, the statuses, holds, receipts, refunds, disputes and codes', async () => {
    const { user } = renderAt('/faq');
    const open = async (name: string) => {
      await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
    };
    await open('How do I pay an entry fee?');
    expect(screen.getByText(/Stripe's secure checkout page/)).toHaveTextContent(
      /you pay at check-in instead/,
    );
    await open('What do “Payment pending” and “Payment failed” mean?');
    expect(screen.getByText(/the card was declined/)).toHaveTextContent(/nothing was charged/);
    await open('Why is my place only held for a few minutes?');
    expect(screen.getByText(/refunded in full automatically/)).toBeVisible();
    await open('Where do I find my receipts?');
    expect(screen.getByText(/under Billing in your settings/)).toHaveTextContent(/PDF/);
    await open('Can I get my entry fee back?');
    expect(screen.getByText(/follow the event's refund policy/)).toHaveTextContent(/in full or in part/);
    await open('Something is wrong with a payment. What should I do?');
    expect(screen.getByText(/Ask the event's organizer first/)).toHaveTextContent(/chargeback/);
    await open('How do I use a discount code?');
    expect(screen.getByText(/Enter the code on the pay page/)).toBeVisible();
    await open('I run tournaments. How do I get paid?');
    expect(screen.getByText(/Stripe Connect/)).toBeVisible();
    await open('What is the platform fee?');
    expect(screen.getByText(/after discounts and before tax/)).toBeVisible();
  });

  it('FAQ: leaves the organizer answers out while the director tools do not exist', async () => {
    gone.add('tournamentDirector');
    renderAt('/faq');
    await screen.findByRole('button', { name: 'How do I pay an entry fee?' }, { timeout: 5000 });
    expect(
      screen.queryByRole('button', { name: 'I run tournaments. How do I get paid?' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is the platform fee?' })).not.toBeInTheDocument();
  });

  it('Help: explains fees, holds, receipts and refunds, and the organizer side', async () => {
    renderAt('/help');
    const payments = (
      await screen.findByRole('heading', { level: 2, name: 'Entry fees, receipts and refunds' })
    ).closest('section')!;
    expect(payments).toHaveTextContent(/pay at check-in, in cash or by transfer/);
    expect(payments).toHaveTextContent(/place is held for a few minutes/);
    expect(payments).toHaveTextContent(/Billing in your settings/);
    const organizers = screen
      .getByRole('heading', { level: 2, name: 'For organizers: fees, payouts and discount codes' })
      .closest('section')!;
    expect(organizers).toHaveTextContent(/Stripe Connect/);
    expect(organizers).toHaveTextContent(/record a fee paid in cash or by transfer/);
  });

  it('Terms: payments and refunds, with the organizer setting the policy', async () => {
    renderAt('/terms');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Payments and refunds' })).closest(
      'section',
    )!;
    expect(section).toHaveTextContent(/refund policy the organizer shows before you pay/);
    expect(section).toHaveTextContent(/platform fee is kept from each fee before payout/);
  });

  it('About: paying and getting paid, linking to how payments work', async () => {
    renderAt('/about');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Paying and getting paid' })
    ).closest('section')!;
    expect(section).toHaveTextContent(/numbered receipt/);
    expect(section).toHaveTextContent(/Stripe Connect/);
    expect(screen.getByRole('link', { name: /How payments work/ })).toHaveAttribute('href', '/help#payments');
  });
});
