import { n, type Rng } from './rng';

/** What a fish photo is taken against; each draws the full frame behind the fish. */
export type Backdrop = 'underwater' | 'deck' | 'dock' | 'sunset';

/** Shallow green-brown water for lakes and rivers, blue for the sea. */
export function underwater(w: number, h: number, rng: Rng, salt: boolean): string {
  const [top, mid, deep] = salt
    ? rng.pick([
        ['#5fc3e4', '#1b7fb8', '#0a3563'],
        ['#7fd8df', '#1f93b0', '#0b4764'],
      ])
    : rng.pick([
        ['#9cc7a6', '#3f7f6c', '#173a33'],
        ['#a7c98f', '#4f7f4b', '#1d3a26'],
      ]);
  const rays = Array.from({ length: 6 }, () => {
    const x = rng.range(-0.1, 1) * w;
    const spread = rng.range(0.04, 0.12) * w;
    return `<path d="M${n(x)} 0 L${n(x + spread)} 0 L${n(x + spread * 3 + h * 0.25)} ${h} L${n(x + h * 0.25)} ${h} Z" fill="url(#bg-ray)" opacity="${rng.range(0.5, 1).toFixed(2)}"/>`;
  }).join('');
  const bubbles = Array.from({ length: 26 }, () => {
    const r = rng.range(2, 9);
    return `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.8))}" r="${n(r)}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
  }).join('');
  const floorY = h * 0.82;
  const weeds = Array.from({ length: salt ? 5 : 12 }, () => {
    const x = rng.range(0, w);
    const tall = rng.range(0.15, salt ? 0.25 : 0.45) * h;
    const sway = rng.range(-60, 60);
    return `<path d="M${n(x)} ${h} Q${n(x + sway)} ${n(h - tall * 0.5)} ${n(x + sway * 0.3)} ${n(h - tall)}" stroke="${salt ? '#3d6b5a' : '#2f5a2a'}" stroke-width="${n(rng.range(6, 14))}" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  }).join('');
  const rocks = Array.from({ length: 7 }, () => {
    const x = rng.range(0, w);
    return `<ellipse cx="${n(x)}" cy="${n(floorY + rng.range(0.04, 0.14) * h)}" rx="${n(rng.range(30, 90))}" ry="${n(rng.range(16, 40))}" fill="${salt ? '#8a7d62' : '#4a4536'}" opacity="0.8"/>`;
  }).join('');
  return `<defs>
    <linearGradient id="bg-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
    <linearGradient id="bg-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${salt ? '#c9b98f' : '#6b5f43'}" stop-opacity="0"/><stop offset="0.3" stop-color="${salt ? '#c9b98f' : '#6b5f43'}" stop-opacity="0.8"/><stop offset="1" stop-color="${salt ? '#a8976c' : '#3d3527'}"/></linearGradient>
    <linearGradient id="bg-ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg-water)"/>
  ${rays}
  <path d="M0 ${n(h * 0.04)} ${Array.from({ length: 12 }, (_, i) => `Q${n((w * (i + 0.5)) / 12)} ${n(h * (i % 2 ? 0.02 : 0.06))} ${n((w * (i + 1)) / 12)} ${n(h * 0.04)}`).join(' ')} L${w} 0 L0 0 Z" fill="#fff" opacity="0.25"/>
  <rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#bg-floor)"/>
  ${rocks}${weeds}${bubbles}`;
}

/** A boat's deck from above: non-skid fibreglass, the gunwale and water along the top, a coil of rope. */
export function deck(w: number, h: number, rng: Rng): string {
  const tint = rng.pick(['#eef1f2', '#e9eef0', '#f2f0ea', '#dfe7ea']);
  const sea = rng.pick(['#1c6f99', '#2a7fa6', '#3e6f7a', '#235f84']);
  const railY = h * rng.range(0.12, 0.2);
  const ropeX = rng.range(0.1, 0.9) * w;
  const ropeY = h * rng.range(0.78, 0.9);
  const rope = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${n(ropeX + i * 2)}" cy="${n(ropeY + i * 1.5)}" rx="${n(w * 0.13 - i * 7)}" ry="${n(w * 0.085 - i * 5)}" fill="none" stroke="${i % 2 ? '#e3d6b0' : '#cbb887'}" stroke-width="9" stroke-dasharray="${i % 3 ? 'none' : '14 3'}"/>`,
  ).join('');
  return `<defs>
    <pattern id="bg-nonskid" width="20" height="20" patternUnits="userSpaceOnUse">
      <path d="M10 3 L17 10 L10 17 L3 10 Z" fill="#000" opacity="0.06"/>
    </pattern>
    <linearGradient id="bg-sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea}"/><stop offset="1" stop-color="#0d3550"/></linearGradient>
    <radialGradient id="bg-light" cx="0.4" cy="0.45" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${tint}"/><rect width="${w}" height="${h}" fill="url(#bg-nonskid)"/>
  <rect width="${w}" height="${n(railY)}" fill="url(#bg-sea)"/>
  ${Array.from({ length: 8 }, () => `<path d="M${n(rng.range(0, w))} ${n(rng.range(0.1, 0.8) * railY)} q30 -6 60 0" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`).join('')}
  <path d="M0 ${n(railY)} Q${n(w / 2)} ${n(railY + h * 0.03)} ${w} ${n(railY)} L${w} ${n(railY + h * 0.07)} Q${n(w / 2)} ${n(railY + h * 0.1)} 0 ${n(railY + h * 0.07)} Z" fill="#fafafa"/>
  <path d="M0 ${n(railY + h * 0.07)} Q${n(w / 2)} ${n(railY + h * 0.1)} ${w} ${n(railY + h * 0.07)}" stroke="#000" stroke-opacity="0.08" stroke-width="16" fill="none"/>
  <path d="M0 ${n(railY + h * 0.02)} Q${n(w / 2)} ${n(railY + h * 0.05)} ${w} ${n(railY + h * 0.02)}" stroke="#b9c2c8" stroke-width="7" fill="none"/>
  <circle cx="${n(w * rng.range(0.15, 0.85))}" cy="${n(railY + h * 0.05)}" r="${n(w * 0.025)}" fill="#c3cbd0" stroke="#8a959c" stroke-width="4"/>
  ${rope}
  <rect width="${w}" height="${h}" fill="url(#bg-light)"/>`;
}

/** Weathered dock boards running across the frame, the gaps between them, nails and a cleat. */
export function dock(w: number, h: number, rng: Rng): string {
  const base = rng.pick([
    ['#8a7358', '#a08867', '#75624b'],
    ['#9a8a78', '#b1a18c', '#7f705f'],
    ['#7a5a3c', '#946d49', '#654a31'],
  ]);
  const boardW = w / rng.int(5, 7);
  const boards: string[] = [];
  for (let x = -rng.range(0, boardW), i = 0; x < w; x += boardW, i++) {
    const color = base[i % base.length]!;
    const grain = Array.from({ length: 9 }, () => {
      const gx = x + rng.range(6, boardW - 6);
      const wobble = rng.range(-8, 8);
      return `<path d="M${n(gx)} 0 Q${n(gx + wobble)} ${n(h / 2)} ${n(gx - wobble / 2)} ${h}" stroke="#000" stroke-opacity="${rng.range(0.06, 0.16).toFixed(2)}" stroke-width="${n(rng.range(1, 3))}" fill="none"/>`;
    }).join('');
    const knot = rng.chance(0.5)
      ? `<ellipse cx="${n(x + boardW * rng.range(0.3, 0.7))}" cy="${n(rng.range(0.1, 0.9) * h)}" rx="9" ry="16" fill="#3b2d1e" opacity="0.45"/>`
      : '';
    const nails = [0.25, 0.75]
      .map(
        (k) =>
          `<circle cx="${n(x + boardW * k)}" cy="${n(h * 0.08)}" r="5" fill="#3a3a3a" opacity="0.7"/><circle cx="${n(x + boardW * k)}" cy="${n(h * 0.92)}" r="5" fill="#3a3a3a" opacity="0.7"/>`,
      )
      .join('');
    boards.push(
      `<rect x="${n(x)}" width="${n(boardW - 8)}" height="${h}" fill="${color}"/>${grain}${knot}${nails}<rect x="${n(x + boardW - 8)}" width="8" height="${h}" fill="#1c140d"/>`,
    );
  }
  return `<defs>
    <radialGradient id="bg-light" cx="0.45" cy="0.45" r="0.85"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>
  </defs>
  ${boards.join('')}
  <rect width="${w}" height="${h}" fill="url(#bg-light)"/>`;
}

/** Evening on the water: a low sun, a far shore and its reflection, a boat on the horizon. */
export function sunset(w: number, h: number, rng: Rng): string {
  const [sky0, sky1, sky2, water] = rng.pick([
    ['#2c3e75', '#c35b73', '#f7a552', '#3a3a5c'],
    ['#3b2f63', '#e0685a', '#ffc170', '#4a3550'],
    ['#1f4f7a', '#e78a61', '#ffd98e', '#2f4a63'],
    ['#4a3b78', '#f08a7e', '#ffd0a1', '#4b4466'],
  ]);
  const horizon = h * rng.range(0.52, 0.62);
  const sunX = w * rng.range(0.2, 0.8);
  const shore = Array.from(
    { length: 14 },
    (_, i) => `L${n((w * i) / 13)} ${n(horizon - rng.range(0.01, 0.06) * h)}`,
  ).join(' ');
  const streaks = Array.from({ length: 16 }, () => {
    const y = rng.range(horizon + 8, h);
    const len = rng.range(0.05, 0.25) * w * (1 - (y - horizon) / h);
    const x = sunX + rng.range(-0.08, 0.08) * w;
    return `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(rng.range(3, 8))}" rx="3" fill="#ffe3a8" opacity="${rng.range(0.35, 0.8).toFixed(2)}"/>`;
  }).join('');
  const clouds = Array.from({ length: 4 }, () => {
    const y = rng.range(0.1, 0.4) * h;
    const x = rng.range(-0.1, 0.8) * w;
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(0.2, 0.5) * w)}" height="${n(rng.range(10, 24))}" rx="12" fill="#fff" opacity="0.22"/>`;
  }).join('');
  const boatX = rng.range(0.1, 0.9) * w;
  return `<defs>
    <linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky0}"/><stop offset="0.6" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
    <linearGradient id="bg-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${water}"/></linearGradient>
    <radialGradient id="bg-glow"><stop offset="0" stop-color="#fff4c7" stop-opacity="0.9"/><stop offset="1" stop-color="#fff4c7" stop-opacity="0"/></radialGradient>
    <filter id="bg-blur"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="${w}" height="${n(horizon)}" fill="url(#bg-sky)"/>
  <circle cx="${n(sunX)}" cy="${n(horizon - h * 0.04)}" r="${n(w * 0.3)}" fill="url(#bg-glow)"/>
  <circle cx="${n(sunX)}" cy="${n(horizon - h * 0.04)}" r="${n(w * 0.07)}" fill="#fff6d5"/>
  <g filter="url(#bg-blur)">${clouds}</g>
  <path d="M0 ${n(horizon)} ${shore} L${w} ${n(horizon)} Z" fill="#1d1a2c" opacity="0.85"/>
  <rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#bg-water)"/>
  ${streaks}
  <path d="M${n(boatX)} ${n(horizon - 4)} l60 0 l-10 12 l-44 0 Z M${n(boatX + 22)} ${n(horizon - 4)} l0 -16 l14 0 l0 16 Z" fill="#1d1a2c"/>`;
}
