import { SKIN_TONES } from './hands';
import { rngOf, type Rng } from './rng';

const BACKGROUNDS = [
  ['#7fb8d8', '#2f6f98'],
  ['#f2b880', '#d9734e'],
  ['#a8d5ba', '#3f8a68'],
  ['#c9b6e4', '#6f5aa8'],
  ['#f4d58d', '#c8943a'],
  ['#9ec9c9', '#3c7d84'],
  ['#e8a1a1', '#a8485a'],
  ['#b8c4d6', '#4c5d7a'],
];
const HAIR = ['#1d1a18', '#3b2a1e', '#5a3b22', '#8a5a2b', '#b0643a', '#d8b46a', '#9a9a9a', '#e6e2da'];
const CLOTHES = [
  '#2f5d8a',
  '#c4562f',
  '#3f6b3a',
  '#6b6f76',
  '#20303f',
  '#d9a636',
  '#8a3b4a',
  '#e9e4d8',
  '#2b8a8a',
];
const HATS = ['#1f3b5a', '#b8322a', '#2f5a2f', '#d6c9a3', '#f2f0ea', '#e07b24', '#3a3a3a', '#7a8f9e'];

type Headwear = 'none' | 'cap' | 'bucket' | 'beanie' | 'brim' | 'visor';
type Hair = 'short' | 'long' | 'bald' | 'curly' | 'bun' | 'buzz';

function hairBack(style: Hair, color: string): string {
  if (style === 'long')
    return `<path d="M152 230 C140 330 150 400 180 430 L332 430 C362 400 372 330 360 230 Z" fill="${color}"/>`;
  if (style === 'bun') return `<circle cx="256" cy="108" r="40" fill="${color}"/>`;
  return '';
}

function hairTop(style: Hair, color: string): string {
  switch (style) {
    case 'short':
      return `<path d="M162 236 C150 120 230 96 268 104 C330 110 366 160 350 236 C340 190 310 168 256 166 C210 166 176 186 162 236 Z" fill="${color}"/>`;
    case 'long':
    case 'bun':
      return `<path d="M160 250 C146 120 236 98 262 104 C330 110 370 170 352 250 C340 200 300 160 256 158 C214 160 176 196 160 250 Z" fill="${color}"/>`;
    case 'curly':
      return `<g fill="${color}">${[
        [170, 190],
        [196, 150],
        [236, 130],
        [280, 130],
        [318, 150],
        [344, 190],
        [256, 150],
        [216, 160],
        [298, 160],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34"/>`)
        .join('')}</g>`;
    case 'buzz':
      return `<path d="M166 220 C164 130 348 130 346 220 C330 180 182 180 166 220 Z" fill="${color}" opacity="0.75"/>`;
    case 'bald':
      return '';
  }
}

function headwear(kind: Headwear, color: string, rng: Rng): string {
  const accent = rng.pick(['#f2f0ea', '#1f1f1f', '#f4c430', '#e4572e']);
  // A small leaping fish, the way tackle brands put one on a cap.
  const logo = `<path d="M236 170 q20 -14 40 0 q-20 14 -40 0 z M276 170 l10 -8 l0 16 z" fill="${accent}"/>`;
  switch (kind) {
    case 'cap':
      return `<path d="M156 214 C150 110 362 110 356 214 Z" fill="${color}"/>
        <path d="M256 112 L256 212" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>
        <path d="M146 212 Q256 250 366 212 Q372 232 356 236 Q256 268 156 236 Q140 232 146 212 Z" fill="${color}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
        <circle cx="256" cy="114" r="8" fill="${color}" stroke="#000" stroke-opacity="0.2" stroke-width="2"/>${logo}`;
    case 'bucket':
      return `<path d="M170 200 C170 110 342 110 342 200 Z" fill="${color}"/>
        <path d="M120 226 Q256 180 392 226 Q396 250 372 252 Q256 220 140 252 Q116 250 120 226 Z" fill="${color}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
        <path d="M168 196 Q256 176 344 196" stroke="${accent}" stroke-width="12" fill="none"/>`;
    case 'beanie':
      return `<path d="M158 214 C150 96 362 96 354 214 Z" fill="${color}"/>
        ${[196, 226, 256, 286, 316].map((x) => `<path d="M${x} 120 L${x} 196" stroke="#000" stroke-opacity="0.12" stroke-width="6"/>`).join('')}
        <rect x="150" y="186" width="212" height="42" rx="18" fill="${color}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>
        <circle cx="256" cy="98" r="22" fill="${accent}"/>`;
    case 'brim':
      return `<ellipse cx="256" cy="200" rx="190" ry="42" fill="${color}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>
        <path d="M176 200 C176 96 336 96 336 200 Z" fill="${color}"/>
        <path d="M178 184 Q256 170 334 184 L334 200 Q256 186 178 200 Z" fill="${accent}"/>`;
    case 'visor':
      return `<path d="M158 200 Q256 176 354 200 L354 214 Q256 190 158 214 Z" fill="${color}"/>
        <path d="M146 208 Q256 246 366 208 Q372 228 356 232 Q256 262 156 232 Q140 228 146 208 Z" fill="${color}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`;
    case 'none':
      return '';
  }
}

function clothes(color: string, rng: Rng): string {
  const style = rng.pick(['vest', 'hoodie', 'polo', 'shirt'] as const);
  const base = `<path d="M40 512 C50 430 110 392 190 380 L322 380 C402 392 462 430 472 512 Z" fill="${color}"/>`;
  switch (style) {
    case 'vest': {
      const vest = rng.pick(['#6b6a4a', '#8a7a5a', '#3f4a3a', '#c9b48a']);
      return `${base}<path d="M40 512 C50 430 110 392 190 380 L226 512 Z M472 512 C462 430 402 392 322 380 L286 512 Z" fill="${vest}"/>
        <rect x="110" y="440" width="56" height="44" rx="6" fill="#000" opacity="0.15"/><rect x="346" y="440" width="56" height="44" rx="6" fill="#000" opacity="0.15"/>`;
    }
    case 'hoodie':
      return `${base}<path d="M170 384 Q256 460 342 384" stroke="#000" stroke-opacity="0.2" stroke-width="16" fill="none"/>
        <path d="M226 420 L222 480 M286 420 L290 480" stroke="#f2f0ea" stroke-width="6"/>`;
    case 'polo':
      return `${base}<path d="M196 380 L256 420 L316 380 L300 412 L256 436 L212 412 Z" fill="#f2f0ea" opacity="0.9"/>
        <circle cx="256" cy="452" r="5" fill="#000" opacity="0.3"/><circle cx="256" cy="478" r="5" fill="#000" opacity="0.3"/>`;
    case 'shirt':
      return `${base}<path d="M200 380 L256 430 L312 380" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none"/>
        <path d="M256 430 L256 512" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>
        <rect x="120" y="430" width="60" height="50" rx="4" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>`;
  }
}

/**
 * A portrait avatar drawn for a demo person: skin, hair, clothes and hat (cap, bucket hat, beanie, wide brim or
 * visor), sunglasses or a beard, all chosen by the seed, so the demo's people look like different people.
 */
export function avatarSvg(seed: string, size = 512): string {
  const rng = rngOf(`avatar|${seed}`);
  const [bg0, bg1] = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKIN_TONES);
  const hairColor = rng.pick(HAIR);
  const hair = rng.pick(['short', 'long', 'bald', 'curly', 'bun', 'buzz'] as const);
  const hat = rng.pick(['none', 'cap', 'cap', 'bucket', 'beanie', 'brim', 'visor'] as const);
  const beard = hair !== 'long' && hair !== 'bun' && rng.chance(0.4);
  const shades = rng.chance(0.3);
  const smile = rng.range(8, 22);
  const eyes = shades
    ? `<path d="M196 232 h50 q4 0 4 6 q-2 26 -28 26 q-24 0 -28 -26 q0 -6 2 -6 z M266 232 h50 q4 0 2 6 q-4 26 -28 26 q-26 0 -28 -26 q0 -6 4 -6 z" fill="#1b2430"/>
       <path d="M246 240 q10 -6 20 0" stroke="#1b2430" stroke-width="5" fill="none"/>
       <path d="M204 240 l16 0 M274 240 l16 0" stroke="#8fd3ff" stroke-width="4" opacity="0.6"/>`
    : `<ellipse cx="222" cy="246" rx="13" ry="9" fill="#fff"/><ellipse cx="290" cy="246" rx="13" ry="9" fill="#fff"/>
       <circle cx="${224 + rng.range(-3, 3)}" cy="247" r="7" fill="#2a211b"/><circle cx="${292 + rng.range(-3, 3)}" cy="247" r="7" fill="#2a211b"/>
       <path d="M204 ${224 - rng.range(0, 6)} q18 -10 36 0 M272 ${224 - rng.range(0, 6)} q18 -10 36 0" stroke="${hairColor === '#e6e2da' ? '#8a8a8a' : hairColor}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  const beardSvg = beard
    ? `<path d="M170 260 C176 350 220 372 256 372 C292 372 336 350 342 260 C330 300 300 312 256 312 C212 312 182 300 170 260 Z" fill="${hairColor}"/>
       <path d="M226 300 q30 -12 60 0" stroke="${hairColor}" stroke-width="12" fill="none" stroke-linecap="round"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg0}"/><stop offset="1" stop-color="${bg1}"/></linearGradient>
    <radialGradient id="face" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></radialGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <path d="M0 ${380 + rng.range(-30, 30)} Q128 ${360 + rng.range(-20, 20)} 256 ${375} T512 ${370 + rng.range(-30, 30)} L512 512 L0 512 Z" fill="#fff" opacity="0.12"/>
  ${hairBack(hair, hairColor)}
  ${clothes(rng.pick(CLOTHES), rng)}
  <path d="M214 300 L214 392 Q256 420 298 392 L298 300 Z" fill="${skin}"/>
  <path d="M214 350 Q256 380 298 350 L298 330 Q256 360 214 330 Z" fill="#000" opacity="0.12"/>
  <ellipse cx="164" cy="252" rx="18" ry="28" fill="${skin}"/><ellipse cx="348" cy="252" rx="18" ry="28" fill="${skin}"/>
  <ellipse cx="256" cy="238" rx="92" ry="112" fill="${skin}"/>
  <ellipse cx="256" cy="238" rx="92" ry="112" fill="url(#face)"/>
  ${hairTop(hair, hairColor)}
  ${beardSvg}
  <path d="M256 250 q-10 30 -4 40 q6 4 14 0" stroke="#000" stroke-opacity="0.22" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M${236 - smile / 2} 318 q${20 + smile / 2} ${smile} ${40 + smile} 0" stroke="#6b2f2a" stroke-width="7" fill="${smile > 16 ? '#fff' : 'none'}" stroke-linecap="round"/>
  <ellipse cx="206" cy="290" rx="16" ry="9" fill="#e0787a" opacity="0.18"/><ellipse cx="306" cy="290" rx="16" ry="9" fill="#e0787a" opacity="0.18"/>
  ${eyes}
  <g transform="translate(0 ${hat === 'cap' || hat === 'visor' ? -26 : hat === 'bucket' ? -12 : 0})">${headwear(hat, rng.pick(HATS), rng)}</g>
</svg>`;
}
