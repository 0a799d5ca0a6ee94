import type { ListingInput, PackageInput, ReviewAspect } from '@tightlines/domain/charters/contract';

/**
 * What the demo's charters are (issue 18): the demo captain's boats in the Florida Keys, and seeded captains on
 * Lake Erie, on Puget Sound and in Key West, with the booking hub's lodge, rental and excursion beside them.
 */

/** Who owns a listing: the demo captain, or one of the seeded captains below. */
export type CaptainKey = 'demo' | 'erie' | 'sound' | 'keywest';

export const SEEDED_CAPTAINS: Record<
  Exclude<CaptainKey, 'demo'>,
  { firstName: string; lastName: string; email: string }
> = {
  erie: { firstName: 'Dale', lastName: 'Brooks', email: 'demo-captain-erie@tightlines.app' },
  sound: { firstName: 'Nora', lastName: 'Lindgren', email: 'demo-captain-sound@tightlines.app' },
  keywest: { firstName: 'Luis', lastName: 'Ortega', email: 'demo-captain-keywest@tightlines.app' },
};

export interface DemoListing {
  key: string;
  owner: CaptainKey;
  /** IANA zone of the dock: trips start at local times. */
  timeZone: string;
  input: ListingInput;
  packages: PackageInput[];
  /** Local start time of the daily slot ([hour, minute]); the first package's, alternating with the second's. */
  startsAt: [number, number];
  /** What the drawn photos show (the demo art's species). */
  photos: string[];
  /** Submitted and waiting for an admin (the others are approved). */
  pending?: boolean;
}

const USD = 'USD';

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    key: 'reel-easy',
    owner: 'demo',
    timeZone: 'America/New_York',
    startsAt: [7, 0],
    photos: ['sailfish', 'mahi-mahi', 'wahoo'],
    input: {
      kind: 'charter',
      name: 'Reel Easy: Islamorada offshore',
      description:
        'A 38-foot sportfisher out of Bud N’ Mary’s Marina. Sailfish on the reef edge in winter, mahi on the weed lines all summer, tuna and wahoo when the current is right. Everything you need is on board; bring sunscreen and a cooler for your fillets.',
      category: 'sportfisher',
      capacity: 6,
      fishingTypes: ['offshore', 'trolling', 'deep_sea'],
      amenities: [
        'restroom',
        'shade',
        'cabin',
        'tackle_provided',
        'bait_provided',
        'licence_included',
        'fish_cleaning',
        'gps',
      ],
      crew: [
        { name: 'Sam Marlin', role: 'Captain' },
        { name: 'Kenny Alvarez', role: 'Mate' },
      ],
      location: {
        name: 'Bud N’ Mary’s Marina, Islamorada',
        region: 'FL',
        country: 'US',
        latitude: 24.9213,
        longitude: -80.6281,
      },
      currency: USD,
      cancellationPolicy: 'moderate',
      weatherPolicy:
        'If small-craft advisories are up or the captain calls it unsafe, you choose a full refund or another date.',
      responseHours: 12,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Half day offshore',
        description: 'Reef edge and the nearest weed lines.',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 65_000,
        depositBp: 2_500,
        maxParty: 6,
        includes: ['Rods, reels and tackle', 'Bait', 'Fishing licence', 'Fish cleaning'],
      },
      {
        name: 'Full day offshore',
        description: 'As far as the fish are: the hump, the weed lines, the deep ledges.',
        durationMinutes: 480,
        pricingMode: 'per_trip',
        priceMinor: 110_000,
        depositBp: 2_500,
        maxParty: 6,
        includes: ['Rods, reels and tackle', 'Bait', 'Fishing licence', 'Fish cleaning', 'Ice and water'],
      },
    ],
  },
  {
    key: 'backcountry',
    owner: 'demo',
    timeZone: 'America/New_York',
    startsAt: [6, 30],
    photos: ['bonefish', 'tarpon'],
    input: {
      kind: 'charter',
      name: 'Backcountry flats skiff',
      description:
        'Sight fishing for bonefish, permit and tarpon in the Everglades backcountry, poled from a 17-foot skiff. Fly or spinning, first-timers welcome.',
      category: 'flats_skiff',
      capacity: 2,
      fishingTypes: ['inshore', 'fly'],
      amenities: ['tackle_provided', 'licence_included', 'drinks'],
      crew: [{ name: 'Sam Marlin', role: 'Guide' }],
      location: {
        name: 'Islamorada, Florida Keys',
        region: 'FL',
        country: 'US',
        latitude: 24.9243,
        longitude: -80.6278,
      },
      currency: USD,
      cancellationPolicy: 'flexible',
      weatherPolicy: 'Wind over 20 knots or lightning: a full refund or another morning.',
      responseHours: 24,
      instantBooking: false,
    },
    packages: [
      {
        name: 'Half day on the flats',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 45_000,
        depositBp: 3_000,
        maxParty: 2,
        includes: ['Fly and spinning tackle', 'Fishing licence', 'Drinks'],
      },
    ],
  },
  {
    key: 'keys-cottage',
    owner: 'demo',
    timeZone: 'America/New_York',
    startsAt: [15, 0],
    photos: ['snook'],
    input: {
      kind: 'lodging',
      name: 'Angler’s cottage on the bay',
      description:
        'A two-bedroom cottage with a dock, a fish-cleaning table and a freezer, ten minutes from the marina. Check-in from 3 pm.',
      capacity: 4,
      amenities: ['air_conditioning', 'fish_cleaning', 'kid_friendly'],
      location: {
        name: 'Islamorada, Florida Keys',
        region: 'FL',
        country: 'US',
        latitude: 24.9307,
        longitude: -80.6171,
      },
      currency: USD,
      cancellationPolicy: 'strict',
      responseHours: 24,
      instantBooking: true,
    },
    packages: [
      {
        name: 'One night',
        durationMinutes: 1_440,
        pricingMode: 'per_trip',
        priceMinor: 22_000,
        depositBp: 5_000,
        maxParty: 4,
        includes: ['Dock space for a skiff', 'Freezer', 'Linen'],
      },
    ],
  },
  {
    key: 'keywest-reef',
    owner: 'keywest',
    timeZone: 'America/New_York',
    startsAt: [8, 0],
    photos: ['red snapper', 'grouper'],
    input: {
      kind: 'charter',
      name: 'Key West Reef Runner',
      description: 'Reef and wreck fishing for snapper, grouper and kingfish on a fast center console.',
      category: 'center_console',
      capacity: 4,
      fishingTypes: ['reef', 'wreck', 'bottom'],
      amenities: ['shade', 'tackle_provided', 'bait_provided', 'licence_included', 'fishfinder'],
      crew: [{ name: 'Luis Ortega', role: 'Captain' }],
      location: {
        name: 'Garrison Bight, Key West',
        region: 'FL',
        country: 'US',
        latitude: 24.5667,
        longitude: -81.7937,
      },
      currency: USD,
      cancellationPolicy: 'moderate',
      responseHours: 12,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Reef morning',
        durationMinutes: 300,
        pricingMode: 'per_person',
        priceMinor: 17_500,
        depositBp: 3_000,
        maxParty: 4,
        includes: ['Tackle and bait', 'Fishing licence'],
      },
    ],
  },
  {
    key: 'walleye-express',
    owner: 'erie',
    timeZone: 'America/New_York',
    startsAt: [6, 0],
    photos: ['walleye', 'yellow perch'],
    input: {
      kind: 'charter',
      name: 'Walleye Express',
      description:
        'Trolling crankbaits and harnesses for Lake Erie walleye out of Port Clinton, on a 31-foot cabin boat with a heated cabin for the cold mornings.',
      category: 'cabin_cruiser',
      capacity: 6,
      fishingTypes: ['freshwater', 'trolling'],
      amenities: ['restroom', 'cabin', 'tackle_provided', 'fish_cleaning', 'gps'],
      crew: [{ name: 'Dale Brooks', role: 'Captain' }],
      location: {
        name: 'Port Clinton, Lake Erie',
        region: 'OH',
        country: 'US',
        latitude: 41.5131,
        longitude: -82.9377,
      },
      currency: USD,
      cancellationPolicy: 'strict',
      weatherPolicy: 'Lake Erie turns fast: if waves are forecast over 4 feet we call it the evening before.',
      responseHours: 24,
      instantBooking: false,
    },
    packages: [
      {
        name: 'Walleye morning',
        durationMinutes: 300,
        pricingMode: 'per_person',
        priceMinor: 12_500,
        depositBp: 2_000,
        maxParty: 6,
        includes: ['Rods and lures', 'Fish cleaning and bagging'],
      },
    ],
  },
  {
    key: 'perch-patrol',
    owner: 'erie',
    timeZone: 'America/New_York',
    startsAt: [8, 0],
    photos: ['yellow perch'],
    input: {
      kind: 'charter',
      name: 'Perch Patrol pontoon',
      description: 'Relaxed yellow perch fishing on a pontoon, ideal for families and first-timers.',
      category: 'pontoon',
      capacity: 8,
      fishingTypes: ['freshwater', 'bottom'],
      amenities: ['shade', 'restroom', 'bait_provided', 'kid_friendly', 'wheelchair_access'],
      crew: [{ name: 'Dale Brooks', role: 'Captain' }],
      location: {
        name: 'Catawba Island, Lake Erie',
        region: 'OH',
        country: 'US',
        latitude: 41.5734,
        longitude: -82.8552,
      },
      currency: USD,
      cancellationPolicy: 'flexible',
      responseHours: 24,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Perch afternoon',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 48_000,
        depositBp: 2_500,
        maxParty: 8,
        includes: ['Rods', 'Emerald shiners', 'Fish cleaning'],
      },
    ],
  },
  {
    key: 'erie-rentals',
    owner: 'erie',
    timeZone: 'America/New_York',
    startsAt: [7, 0],
    photos: ['smallmouth bass'],
    input: {
      kind: 'equipment',
      name: 'Erie rod and tackle rental',
      description:
        'Walleye and smallmouth rods, reels and a tackle box for the day, picked up at the marina.',
      capacity: 10,
      location: {
        name: 'Port Clinton, Lake Erie',
        region: 'OH',
        country: 'US',
        latitude: 41.5122,
        longitude: -82.9401,
      },
      currency: USD,
      cancellationPolicy: 'flexible',
      responseHours: 12,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Rod, reel and tackle box, one day',
        durationMinutes: 600,
        pricingMode: 'per_person',
        priceMinor: 3_500,
        depositBp: 10_000,
        maxParty: 10,
        includes: ['Rod and reel', 'Tackle box', 'Landing net'],
      },
    ],
  },
  {
    key: 'salish-salmon',
    owner: 'sound',
    timeZone: 'America/Los_Angeles',
    startsAt: [6, 30],
    photos: ['chinook salmon', 'coho salmon'],
    input: {
      kind: 'charter',
      name: 'Salish Salmon Charters',
      description: 'Blackmouth and coho on Puget Sound with downriggers, out of Shilshole Bay Marina.',
      category: 'cabin_cruiser',
      capacity: 6,
      fishingTypes: ['inshore', 'trolling'],
      amenities: ['restroom', 'cabin', 'tackle_provided', 'bait_provided', 'fish_cleaning', 'fishfinder'],
      crew: [{ name: 'Nora Lindgren', role: 'Captain' }],
      location: {
        name: 'Shilshole Bay Marina, Seattle',
        region: 'WA',
        country: 'US',
        latitude: 47.6811,
        longitude: -122.4069,
      },
      currency: USD,
      cancellationPolicy: 'moderate',
      responseHours: 24,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Salmon half day',
        durationMinutes: 300,
        pricingMode: 'per_person',
        priceMinor: 22_500,
        depositBp: 3_000,
        maxParty: 6,
        includes: ['Tackle and bait', 'Fish cleaning'],
      },
    ],
  },
  {
    key: 'sound-cruise',
    owner: 'sound',
    timeZone: 'America/Los_Angeles',
    startsAt: [10, 0],
    photos: ['chinook salmon'],
    input: {
      kind: 'excursion',
      name: 'Orcas and salmon runs: a Sound cruise',
      description:
        'Three hours on the Sound to see where the salmon run and, often, the orcas that follow them.',
      capacity: 12,
      amenities: ['restroom', 'cabin', 'drinks', 'kid_friendly'],
      location: {
        name: 'Shilshole Bay Marina, Seattle',
        region: 'WA',
        country: 'US',
        latitude: 47.6795,
        longitude: -122.4085,
      },
      currency: USD,
      cancellationPolicy: 'flexible',
      responseHours: 24,
      instantBooking: true,
    },
    packages: [
      {
        name: 'Three-hour cruise',
        durationMinutes: 180,
        pricingMode: 'per_person',
        priceMinor: 9_500,
        depositBp: 10_000,
        maxParty: 12,
        includes: ['Hot drinks', 'Binoculars'],
      },
    ],
  },
  {
    key: 'marathon-reef',
    owner: 'demo',
    timeZone: 'America/New_York',
    startsAt: [7, 30],
    photos: ['yellowtail snapper'],
    pending: true,
    input: {
      kind: 'charter',
      name: 'Marathon reef and wreck trips',
      description: 'A second boat out of Marathon for snapper on the reef and amberjack on the wrecks.',
      category: 'center_console',
      capacity: 4,
      fishingTypes: ['reef', 'wreck'],
      amenities: ['shade', 'tackle_provided', 'bait_provided'],
      location: {
        name: 'Marathon, Florida Keys',
        region: 'FL',
        country: 'US',
        latitude: 24.7136,
        longitude: -81.0903,
      },
      currency: USD,
      cancellationPolicy: 'moderate',
      responseHours: 24,
      instantBooking: false,
    },
    packages: [
      {
        name: 'Reef half day',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 52_000,
        depositBp: 2_500,
        maxParty: 4,
        includes: ['Tackle and bait'],
      },
    ],
  },
];

export interface DemoReview {
  listing: string;
  /** 'angler' is the demo angler; a number is the nth demo reader. */
  author: 'angler' | number;
  /** Days before today the trip was. */
  daysAgo: number;
  partySize: number;
  ratings: Record<ReviewAspect, number>;
  text: string;
  reply?: string;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    listing: 'reel-easy',
    author: 'angler',
    daysAgo: 12,
    partySize: 3,
    ratings: { captain: 5, boat: 5, fishing: 4, value: 5 },
    text: 'Two sailfish released before 10 and a cooler of mahi on the way in. Sam put us on fish all morning and Kenny had every rod rigged before we asked.',
    reply: 'Thanks Casey! That second sail jumped right beside the boat. Come back for the winter run.',
  },
  {
    listing: 'reel-easy',
    author: 1,
    daysAgo: 30,
    partySize: 4,
    ratings: { captain: 5, boat: 4, fishing: 5, value: 4 },
    text: 'Full day with my brothers: mahi, a blackfin tuna and a big wahoo. Clean boat, great crew.',
  },
  {
    listing: 'walleye-express',
    author: 2,
    daysAgo: 20,
    partySize: 5,
    ratings: { captain: 5, boat: 5, fishing: 5, value: 5 },
    text: 'Limits by 11 on a cold morning. The heated cabin was a gift.',
    reply: 'Glad you stayed warm, come back in the spring for the big females.',
  },
  {
    listing: 'salish-salmon',
    author: 3,
    daysAgo: 25,
    partySize: 2,
    ratings: { captain: 4, boat: 4, fishing: 3, value: 4 },
    text: 'Slow bite but Nora worked hard and we boated two nice blackmouth. She explains everything.',
  },
];
