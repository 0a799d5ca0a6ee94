/**
 * How each species the demo shows is drawn: body outline, fins, colours and markings. Units are a fish 1000 long
 * from snout to tail tip, facing left, its midline at y = 0.
 */
export type TailShape = 'forked' | 'lunate' | 'emarginate' | 'square';
export type FinShape = 'spiny' | 'soft' | 'sail' | 'sickle' | 'low';

export interface Fin {
  /** Where the fin base starts and ends, as fractions of the body (snout 0, tail base 1). */
  from: number;
  to: number;
  height: number;
  shape: FinShape;
  color?: string;
}

export type Marking =
  /** The largemouth's broken dark band along the side. */
  | { kind: 'blotchStripe'; color: string; opacity: number }
  /** Vertical bars or saddles from the back down `reach` of the depth. */
  | {
      kind: 'bars';
      count: number;
      color: string;
      opacity: number;
      from: number;
      to: number;
      reach: number;
      width: number;
    }
  /** Spots scattered between two depths (0 = back, 1 = belly). */
  | {
      kind: 'spots';
      count: number;
      color: string;
      opacity: number;
      radius: [number, number];
      band: [number, number];
      from: number;
      to: number;
      shape?: 'round' | 'bean';
      onFins?: boolean;
    }
  /** Thin lengthwise lines, as on a striped bass. */
  | { kind: 'stripes'; count: number; color: string; opacity: number; band: [number, number]; width: number }
  /** One wide soft lengthwise band, as the rainbow trout's pink stripe. */
  | { kind: 'band'; color: string; opacity: number; at: number; width: number }
  /** A dark eyespot at the tail base, as on a redfish. */
  | { kind: 'tailSpot'; color: string; ring: string }
  /** Dark lines from the eye back across the cheek. */
  | { kind: 'cheekBars'; color: string };

export interface SpeciesArt {
  key: string;
  /** Lower-case words that name it in a post or a catch entry. */
  names: string[];
  body: {
    /** Where the tail fin begins (of 1000). */
    peduncleAt: number;
    top: number;
    bottom: number;
    /** Where the body is deepest (0–1 of the body). */
    deepestAt: number;
    /** Snout height as a share of the depth: high for a blunt head. */
    snout: number;
    /** How fast the head rises (below 1 bulges, above 1 is a long pointed snout). */
    head: number;
    /** How the body narrows to the tail. */
    taper: number;
    /** Tail-base depth as a share of the depth. */
    peduncle: number;
  };
  tail: { shape: TailShape; spread: number; color?: string; tip?: string };
  colors: { back: string; side: string; belly: string; fin: string };
  dorsal: Fin[];
  anal: Fin;
  pelvicAt: number;
  pectoral: { at: number; size: number; color?: string };
  adipose?: boolean;
  finlets?: { color: string; count: number };
  eye: { at: number; size: number; iris: string; glassy?: boolean };
  mouth: { to: number; kind: 'large' | 'small' | 'duck' | 'under' };
  bill?: number;
  scales: number;
  markings: Marking[];
}

export const SPECIES: SpeciesArt[] = [
  {
    key: 'largemouth-bass',
    names: ['largemouth', 'bass'],
    body: {
      peduncleAt: 800,
      top: 150,
      bottom: 138,
      deepestAt: 0.42,
      snout: 0.32,
      head: 0.8,
      taper: 1.3,
      peduncle: 0.3,
    },
    tail: { shape: 'emarginate', spread: 165 },
    colors: { back: '#36461a', side: '#8d9b4d', belly: '#efe9cf', fin: '#6b7342' },
    dorsal: [
      { from: 0.34, to: 0.56, height: 95, shape: 'spiny' },
      { from: 0.56, to: 0.8, height: 115, shape: 'soft' },
    ],
    anal: { from: 0.64, to: 0.8, height: 80, shape: 'soft' },
    pelvicAt: 0.36,
    pectoral: { at: 0.27, size: 95 },
    eye: { at: 0.11, size: 21, iris: '#b07b1c' },
    mouth: { to: 0.19, kind: 'large' },
    scales: 0.2,
    markings: [
      { kind: 'blotchStripe', color: '#26300f', opacity: 0.8 },
      {
        kind: 'spots',
        count: 40,
        color: '#2a3512',
        opacity: 0.35,
        radius: [3, 7],
        band: [0.05, 0.4],
        from: 0.15,
        to: 0.95,
      },
    ],
  },
  {
    key: 'smallmouth-bass',
    names: ['smallmouth', 'smallie', 'bronzeback'],
    body: {
      peduncleAt: 800,
      top: 135,
      bottom: 124,
      deepestAt: 0.42,
      snout: 0.28,
      head: 0.85,
      taper: 1.3,
      peduncle: 0.3,
    },
    tail: { shape: 'emarginate', spread: 155 },
    colors: { back: '#4f4020', side: '#a3884a', belly: '#efe1bd', fin: '#86683a' },
    dorsal: [
      { from: 0.33, to: 0.54, height: 85, shape: 'spiny' },
      { from: 0.54, to: 0.8, height: 100, shape: 'soft' },
    ],
    anal: { from: 0.64, to: 0.8, height: 78, shape: 'soft' },
    pelvicAt: 0.36,
    pectoral: { at: 0.27, size: 90 },
    eye: { at: 0.11, size: 20, iris: '#b8231d' },
    mouth: { to: 0.13, kind: 'large' },
    scales: 0.2,
    markings: [
      {
        kind: 'bars',
        count: 11,
        color: '#3a2b12',
        opacity: 0.42,
        from: 0.24,
        to: 0.93,
        reach: 0.85,
        width: 26,
      },
      { kind: 'cheekBars', color: '#3a2b12' },
    ],
  },
  {
    key: 'walleye',
    names: ['walleye', 'pickerel', 'zander'],
    body: {
      peduncleAt: 810,
      top: 108,
      bottom: 100,
      deepestAt: 0.45,
      snout: 0.22,
      head: 1,
      taper: 1.25,
      peduncle: 0.36,
    },
    tail: { shape: 'forked', spread: 150, tip: '#f4f1e2' },
    colors: { back: '#48441c', side: '#b59f4d', belly: '#f4f0df', fin: '#a38f55' },
    dorsal: [
      { from: 0.3, to: 0.5, height: 100, shape: 'spiny' },
      { from: 0.56, to: 0.77, height: 88, shape: 'soft' },
    ],
    anal: { from: 0.66, to: 0.79, height: 72, shape: 'soft', color: '#d9cc9a' },
    pelvicAt: 0.34,
    pectoral: { at: 0.26, size: 80 },
    eye: { at: 0.12, size: 26, iris: '#d4cfa8', glassy: true },
    mouth: { to: 0.14, kind: 'large' },
    scales: 0.16,
    markings: [
      {
        kind: 'bars',
        count: 6,
        color: '#332e10',
        opacity: 0.55,
        from: 0.2,
        to: 0.95,
        reach: 0.55,
        width: 60,
      },
      {
        kind: 'spots',
        count: 70,
        color: '#e3cf77',
        opacity: 0.35,
        radius: [2, 5],
        band: [0.1, 0.6],
        from: 0.15,
        to: 0.95,
      },
    ],
  },
  {
    key: 'sailfish',
    names: ['sailfish', 'sail'],
    body: {
      peduncleAt: 830,
      top: 82,
      bottom: 78,
      deepestAt: 0.36,
      snout: 0.16,
      head: 1.25,
      taper: 1.1,
      peduncle: 0.2,
    },
    tail: { shape: 'lunate', spread: 200, color: '#13224a' },
    colors: { back: '#0c1f4a', side: '#2d5da6', belly: '#e4ebf2', fin: '#1b2e6a' },
    dorsal: [{ from: 0.1, to: 0.68, height: 270, shape: 'sail' }],
    anal: { from: 0.56, to: 0.64, height: 80, shape: 'sickle' },
    pelvicAt: 0.22,
    pectoral: { at: 0.2, size: 110 },
    eye: { at: 0.07, size: 19, iris: '#1c2a3a' },
    mouth: { to: 0.1, kind: 'small' },
    bill: 230,
    scales: 0.05,
    markings: [
      {
        kind: 'bars',
        count: 15,
        color: '#9fd0f6',
        opacity: 0.55,
        from: 0.18,
        to: 0.9,
        reach: 0.75,
        width: 9,
      },
      {
        kind: 'spots',
        count: 45,
        color: '#0a1838',
        opacity: 0.55,
        radius: [5, 10],
        band: [-3, -0.2],
        from: 0.12,
        to: 0.66,
        onFins: true,
      },
    ],
  },
  {
    key: 'mahi',
    names: ['mahi', 'dolphinfish', 'dorado'],
    body: {
      peduncleAt: 810,
      top: 140,
      bottom: 108,
      deepestAt: 0.14,
      snout: 0.9,
      head: 0.6,
      taper: 0.9,
      peduncle: 0.2,
    },
    tail: { shape: 'forked', spread: 230, color: '#c5c238' },
    colors: { back: '#0b6c7a', side: '#93c13c', belly: '#f6d83a', fin: '#2870b4' },
    dorsal: [{ from: 0.04, to: 0.86, height: 85, shape: 'low' }],
    anal: { from: 0.45, to: 0.86, height: 62, shape: 'low', color: '#d9c53a' },
    pelvicAt: 0.24,
    pectoral: { at: 0.2, size: 85, color: '#c9c43a' },
    eye: { at: 0.07, size: 18, iris: '#2a2a1a' },
    mouth: { to: 0.06, kind: 'small' },
    scales: 0.03,
    markings: [
      {
        kind: 'spots',
        count: 80,
        color: '#1f5ea8',
        opacity: 0.8,
        radius: [3, 7],
        band: [0.12, 0.8],
        from: 0.08,
        to: 0.95,
      },
    ],
  },
  {
    key: 'redfish',
    names: ['redfish', 'red drum', 'puppy drum', 'bull red'],
    body: {
      peduncleAt: 800,
      top: 128,
      bottom: 120,
      deepestAt: 0.4,
      snout: 0.24,
      head: 0.9,
      taper: 1.2,
      peduncle: 0.36,
    },
    tail: { shape: 'square', spread: 150, color: '#6c6d80' },
    colors: { back: '#74391a', side: '#c7793f', belly: '#f2e3d1', fin: '#aa6639' },
    dorsal: [
      { from: 0.3, to: 0.5, height: 90, shape: 'spiny' },
      { from: 0.5, to: 0.8, height: 78, shape: 'soft' },
    ],
    anal: { from: 0.66, to: 0.77, height: 70, shape: 'soft' },
    pelvicAt: 0.34,
    pectoral: { at: 0.26, size: 90 },
    eye: { at: 0.1, size: 18, iris: '#a8781f' },
    mouth: { to: 0.08, kind: 'under' },
    scales: 0.3,
    markings: [{ kind: 'tailSpot', color: '#111111', ring: '#f0c27a' }],
  },
  {
    key: 'rainbow-trout',
    names: ['trout', 'rainbow', 'steelhead'],
    body: {
      peduncleAt: 800,
      top: 112,
      bottom: 104,
      deepestAt: 0.45,
      snout: 0.26,
      head: 0.95,
      taper: 1.2,
      peduncle: 0.38,
    },
    tail: { shape: 'emarginate', spread: 150 },
    colors: { back: '#46552f', side: '#bcc2b0', belly: '#f3f1ea', fin: '#8b8a66' },
    dorsal: [{ from: 0.42, to: 0.57, height: 95, shape: 'soft' }],
    anal: { from: 0.66, to: 0.77, height: 72, shape: 'soft' },
    pelvicAt: 0.47,
    pectoral: { at: 0.24, size: 80 },
    adipose: true,
    eye: { at: 0.11, size: 18, iris: '#c9b27a' },
    mouth: { to: 0.12, kind: 'large' },
    scales: 0.05,
    markings: [
      { kind: 'band', color: '#dc6a84', opacity: 0.8, at: 0.5, width: 0.26 },
      {
        kind: 'spots',
        count: 110,
        color: '#1b1d16',
        opacity: 0.85,
        radius: [2.5, 5.5],
        band: [-0.4, 0.55],
        from: 0.1,
        to: 1.2,
        onFins: true,
      },
    ],
  },
  {
    key: 'striped-bass',
    names: ['striped bass', 'striper', 'rockfish'],
    body: {
      peduncleAt: 800,
      top: 118,
      bottom: 110,
      deepestAt: 0.4,
      snout: 0.26,
      head: 0.92,
      taper: 1.2,
      peduncle: 0.32,
    },
    tail: { shape: 'forked', spread: 170 },
    colors: { back: '#283540', side: '#c3ccd3', belly: '#f5f7f8', fin: '#7b8791' },
    dorsal: [
      { from: 0.3, to: 0.47, height: 100, shape: 'spiny' },
      { from: 0.53, to: 0.72, height: 88, shape: 'soft' },
    ],
    anal: { from: 0.63, to: 0.76, height: 75, shape: 'soft' },
    pelvicAt: 0.35,
    pectoral: { at: 0.26, size: 85 },
    eye: { at: 0.11, size: 18, iris: '#c7c9c2' },
    mouth: { to: 0.13, kind: 'large' },
    scales: 0.22,
    markings: [{ kind: 'stripes', count: 7, color: '#262c33', opacity: 0.75, band: [0.12, 0.78], width: 6 }],
  },
  {
    key: 'northern-pike',
    names: ['pike', 'northern', 'jackfish'],
    body: {
      peduncleAt: 830,
      top: 78,
      bottom: 80,
      deepestAt: 0.55,
      snout: 0.16,
      head: 1.35,
      taper: 1.5,
      peduncle: 0.45,
    },
    tail: { shape: 'forked', spread: 130, color: '#9a5c34' },
    colors: { back: '#2c4720', side: '#6c8a3a', belly: '#efeed2', fin: '#9a5c34' },
    dorsal: [{ from: 0.7, to: 0.84, height: 95, shape: 'soft' }],
    anal: { from: 0.72, to: 0.85, height: 80, shape: 'soft' },
    pelvicAt: 0.52,
    pectoral: { at: 0.2, size: 70, color: '#b07a44' },
    eye: { at: 0.1, size: 16, iris: '#c8b048' },
    mouth: { to: 0.16, kind: 'duck' },
    scales: 0.05,
    markings: [
      {
        kind: 'spots',
        count: 80,
        color: '#ebe4a4',
        opacity: 0.85,
        radius: [5, 9],
        band: [0.08, 0.82],
        from: 0.18,
        to: 0.98,
        shape: 'bean',
      },
    ],
  },
  {
    key: 'yellowfin-tuna',
    names: ['tuna', 'yellowfin', 'ahi'],
    body: {
      peduncleAt: 800,
      top: 150,
      bottom: 145,
      deepestAt: 0.42,
      snout: 0.28,
      head: 0.85,
      taper: 1.5,
      peduncle: 0.14,
    },
    tail: { shape: 'lunate', spread: 250, color: '#1d2b4a' },
    colors: { back: '#0b1a38', side: '#7a8da6', belly: '#e6ecf1', fin: '#f3c31b' },
    dorsal: [
      { from: 0.28, to: 0.42, height: 70, shape: 'spiny', color: '#1d2b4a' },
      { from: 0.47, to: 0.55, height: 230, shape: 'sickle' },
    ],
    anal: { from: 0.5, to: 0.57, height: 220, shape: 'sickle' },
    pelvicAt: 0.3,
    pectoral: { at: 0.25, size: 150, color: '#2a3552' },
    finlets: { color: '#f3c31b', count: 7 },
    eye: { at: 0.1, size: 20, iris: '#26303c' },
    mouth: { to: 0.08, kind: 'small' },
    scales: 0,
    markings: [
      { kind: 'band', color: '#f2c433', opacity: 0.65, at: 0.33, width: 0.07 },
      { kind: 'bars', count: 16, color: '#f4f7fa', opacity: 0.25, from: 0.35, to: 0.85, reach: 1, width: 5 },
    ],
  },
  {
    key: 'yellow-perch',
    names: ['perch'],
    body: {
      peduncleAt: 800,
      top: 122,
      bottom: 104,
      deepestAt: 0.4,
      snout: 0.24,
      head: 0.9,
      taper: 1.25,
      peduncle: 0.3,
    },
    tail: { shape: 'emarginate', spread: 145 },
    colors: { back: '#555318', side: '#d5bf3b', belly: '#f4efd6', fin: '#d7842c' },
    dorsal: [
      { from: 0.3, to: 0.53, height: 95, shape: 'spiny', color: '#8a7c34' },
      { from: 0.56, to: 0.75, height: 80, shape: 'soft', color: '#a79a45' },
    ],
    anal: { from: 0.64, to: 0.76, height: 70, shape: 'soft' },
    pelvicAt: 0.34,
    pectoral: { at: 0.26, size: 78 },
    eye: { at: 0.11, size: 19, iris: '#b8a04a' },
    mouth: { to: 0.11, kind: 'large' },
    scales: 0.15,
    markings: [
      {
        kind: 'bars',
        count: 7,
        color: '#2e3313',
        opacity: 0.72,
        from: 0.2,
        to: 0.95,
        reach: 0.78,
        width: 32,
      },
    ],
  },
];

/** The species named in a catch entry or a post ('Smallmouth bass', '#sailfish'), largemouth when none is. */
export function speciesArtFor(text: string): SpeciesArt {
  const lower = text.toLowerCase();
  // Longest names first: 'smallmouth' before the bare 'bass' that would match largemouth.
  const names = SPECIES.flatMap((art) => art.names.map((name) => ({ name, art }))).sort(
    (a, b) => b.name.length - a.name.length,
  );
  return names.find(({ name }) => lower.includes(name))?.art ?? SPECIES[0]!;
}
