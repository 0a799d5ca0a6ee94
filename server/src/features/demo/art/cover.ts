import { n, rngOf, type Rng } from './rng';

/** Hours of the day on the water: noon, golden hour, dusk, a hazy green morning, a clear blue afternoon. */
export const COVER_PALETTES = 5;
const PALETTES = [
  {
    sky: ['#8ec5e8', '#d8ecf6'],
    sun: '#fffbe8',
    hills: ['#7fa1b5', '#56798f', '#2f4f5f'],
    water: ['#4f8fb5', '#1d4f72'],
  },
  {
    sky: ['#f6b26b', '#fde3b5'],
    sun: '#fff3d1',
    hills: ['#c48f7a', '#8a5f5a', '#4a3640'],
    water: ['#d99a6c', '#3a4a68'],
  },
  {
    sky: ['#2b3a67', '#e97f68'],
    sun: '#ffd9a0',
    hills: ['#6a4a6e', '#45345a', '#241d36'],
    water: ['#a8617a', '#1f2444'],
  },
  {
    sky: ['#a7d3d0', '#eef4ea'],
    sun: '#ffffff',
    hills: ['#93b5a4', '#5f8a73', '#345845'],
    water: ['#5e9c8e', '#1e4d48'],
  },
  {
    sky: ['#4a6fa5', '#b5cde8'],
    sun: '#fffef6',
    hills: ['#6f86a8', '#4a5f82', '#26364f'],
    water: ['#2f5f95', '#0f2a4d'],
  },
];

function ridge(w: number, base: number, amplitude: number, rng: Rng): string {
  const points: string[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i++)
    points.push(`${n((w * i) / steps)} ${n(base - rng.range(0.2, 1) * amplitude)}`);
  // Smooth the ridge through the midpoints.
  let d = `M0 ${n(base + 1)} L${points[0]}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]!.split(' ').map(Number) as [number, number];
    const [x, y] = points[i]!.split(' ').map(Number) as [number, number];
    d += ` Q${n(px)} ${n(py)} ${n((px + x) / 2)} ${n((py + y) / 2)}`;
  }
  return `${d} L${points.at(-1)} L${w} ${n(base + 1)} Z`;
}

/** A fishing boat on the water, facing either way, an angler aboard, a wake behind. */
function boat(x: number, y: number, size: number, color: string, flip: boolean, wake: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -size : size} ${size})">
    <path d="M40 8 L150 -2 M40 8 L150 18" stroke="${wake}" stroke-width="3" opacity="0.6" fill="none"/>
    <path d="M-60 -10 L52 -10 L42 8 L-50 8 Q-62 0 -60 -10 Z" fill="${color}"/>
    <path d="M-58 -10 L52 -10 L50 -6 L-58 -6 Z" fill="#fff" opacity="0.5"/>
    <rect x="-10" y="-26" width="26" height="16" rx="3" fill="#e8edf0"/>
    <rect x="-6" y="-24" width="14" height="8" fill="#5d7f97"/>
    <circle cx="-34" cy="-32" r="5" fill="#2a2a2a"/><rect x="-38" y="-28" width="9" height="18" rx="3" fill="#2a2a2a"/>
    <path d="M-34 -26 L-80 -70" stroke="#2a2a2a" stroke-width="1.5"/>
    <path d="M-80 -70 Q-88 -20 -92 8" stroke="#2a2a2a" stroke-width="0.8" fill="none" opacity="0.6"/>
    <rect x="44" y="-16" width="8" height="14" fill="#2a2a2a"/>
    <path d="M-60 8 L52 8" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
  </g>`;
}

/**
 * An event cover: a lake or a bay at some hour of the day, far shores fading into haze, boats out fishing;
 * palette, shoreline and boats chosen by the seed.
 */
export function coverSvg(
  seed: string,
  options: { palette?: number; width?: number; height?: number } = {},
): string {
  const { width: w = 1600, height: h = 900 } = options;
  const rng = rngOf(`cover|${seed}`);
  const picked = rng.pick(PALETTES);
  const p = options.palette === undefined ? picked : PALETTES[options.palette % PALETTES.length]!;
  const horizon = h * rng.range(0.5, 0.6);
  const sunX = rng.range(0.15, 0.85) * w;
  const sunY = horizon - rng.range(0.08, 0.35) * h;
  const clouds = Array.from({ length: rng.int(2, 5) }, () => {
    const cx = rng.range(0, w);
    const cy = rng.range(0.08, 0.35) * h;
    const s = rng.range(0.6, 1.4);
    return `<g opacity="${rng.range(0.5, 0.85).toFixed(2)}" fill="#fff" transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})">
      <ellipse cx="0" cy="0" rx="90" ry="26"/><ellipse cx="-40" cy="-14" rx="46" ry="30"/><ellipse cx="30" cy="-22" rx="56" ry="38"/><ellipse cx="80" cy="-4" rx="40" ry="22"/></g>`;
  }).join('');
  const ridges = p.hills
    .map((color, i) => `<path d="${ridge(w, horizon + 2, h * (0.16 - i * 0.05), rng)}" fill="${color}"/>`)
    .join('');
  const trees = Array.from({ length: 60 }, () => {
    const x = rng.range(0, w);
    const t = rng.range(10, 26);
    return `<path d="M${n(x)} ${n(horizon + 1)} l${n(t * 0.35)} ${n(-t * 1.8)} l${n(t * 0.35)} ${n(t * 1.8)} Z"/>`;
  }).join('');
  const glints = Array.from({ length: 40 }, () => {
    const y = rng.range(horizon + 6, h);
    const len = rng.range(20, 120) * ((y - horizon) / (h - horizon) + 0.3);
    const x = rng.chance(0.5) ? sunX + rng.range(-0.08, 0.08) * w : rng.range(0, w);
    return `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(rng.range(2, 5))}" rx="2" fill="#fff" opacity="${rng.range(0.2, 0.6).toFixed(2)}"/>`;
  }).join('');
  // Each boat in its own third of the frame, so none sits on another.
  const slots = [0, 1, 2].sort(() => rng.next() - 0.5);
  const boats = Array.from({ length: rng.int(1, 3) }, (_, i) => {
    const y = horizon + (h - horizon) * rng.range(0.2 + i * 0.2, 0.35 + i * 0.25);
    const size = 0.6 + ((y - horizon) / (h - horizon)) * 2.2;
    return boat(
      ((slots[i]! + rng.range(0.25, 0.75)) / 3) * w,
      y,
      size,
      rng.pick(['#c0392b', '#f4f4f0', '#1f4e79', '#e6b422', '#2e7d5b']),
      rng.chance(0.5),
      '#ffffff',
    );
  }).join('');
  const birds = Array.from({ length: rng.int(0, 4) }, () => {
    const x = rng.range(0.1, 0.9) * w;
    const y = rng.range(0.1, 0.35) * h;
    return `<path d="M${n(x)} ${n(y)} q10 -8 20 0 q10 -8 20 0" stroke="#2a2a35" stroke-width="3" fill="none" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}" stop-opacity="0"/><stop offset="1" stop-color="${p.sky[1]}" stop-opacity="0.45"/></linearGradient>
  </defs>
  <rect width="${w}" height="${n(horizon)}" fill="url(#sky)"/>
  <circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(h * 0.4)}" fill="url(#glow)"/>
  <circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(h * 0.06)}" fill="${p.sun}"/>
  ${clouds}
  ${ridges}
  <g fill="${p.hills[2]}">${trees}</g>
  <rect y="${n(horizon - h * 0.2)}" width="${w}" height="${n(h * 0.2)}" fill="url(#haze)"/>
  <rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#water)"/>
  <ellipse cx="${n(sunX)}" cy="${n(horizon)}" rx="${n(w * 0.09)}" ry="${n((h - horizon) * 0.9)}" fill="url(#glow)" opacity="0.35"/>
  ${glints}
  ${boats}
  ${birds}
</svg>`;
}
