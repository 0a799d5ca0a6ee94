import { n, type Rng } from './rng';

/**
 * A measuring board from above, its zero at `x0`, running off the right edge: the bump stop, inch marks and
 * numbers, the way tournament anglers photograph a catch.
 */
export function measuringBoard(
  w: number,
  y: number,
  height: number,
  x0: number,
  pxPerInch: number,
  rng: Rng,
): string {
  const face = rng.pick(['#f3cf2a', '#f4f2ea', '#f6d743']);
  const ticks: string[] = [];
  const labels: string[] = [];
  for (let q = 0; x0 + (q * pxPerInch) / 4 < w + 10; q++) {
    const x = x0 + (q * pxPerInch) / 4;
    const len = q % 4 === 0 ? height * 0.2 : q % 2 === 0 ? height * 0.12 : height * 0.07;
    ticks.push(
      `M${n(x)} ${n(y)} L${n(x)} ${n(y + len)} M${n(x)} ${n(y + height)} L${n(x)} ${n(y + height - len)}`,
    );
    if (q % 4 === 0 && q > 0)
      labels.push(`<text x="${n(x)}" y="${n(y + height * 0.34)}" text-anchor="middle">${q / 4}</text>`);
  }
  return `<rect x="${n(x0 - 24)}" y="${n(y + 14)}" width="${n(w)}" height="${n(height)}" rx="8" fill="#000" opacity="0.1"/>
  <rect x="${n(x0 - 27)}" y="${n(y + 7)}" width="${n(w)}" height="${n(height)}" rx="4" fill="#000" opacity="0.14"/>
  <rect x="${n(x0 - 30)}" y="${n(y)}" width="${n(w - x0 + 60)}" height="${n(height)}" fill="${face}"/>
  <rect x="${n(x0 - 30)}" y="${n(y)}" width="${n(w - x0 + 60)}" height="${n(height)}" fill="url(#board-sheen)"/>
  <path d="${ticks.join(' ')}" stroke="#1a1a1a" stroke-width="${n(Math.max(2, pxPerInch / 28))}"/>
  <g font-family="DejaVu Sans" font-weight="bold" font-size="${n(Math.min(pxPerInch * 0.42, height * 0.12))}" fill="#1a1a1a">${labels.join('')}</g>
  <rect x="${n(x0 - 34)}" y="${n(y - 14)}" width="34" height="${n(height + 28)}" rx="6" fill="#2d3238"/>
  <rect x="${n(x0 - 30)}" y="${n(y - 10)}" width="8" height="${n(height + 20)}" rx="3" fill="#fff" opacity="0.2"/>`;
}

/** The day's identifier code written on a card, as the rules ask to be in the photo. */
export function codeCard(x: number, y: number, size: number, code: string, rng: Rng): string {
  const angle = rng.range(-9, 9);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <rect x="${n(size * 0.02)}" y="${n(size * 0.05)}" width="${n(size * 1.5)}" height="${n(size * 0.7)}" rx="8" fill="#000" opacity="0.16"/>
    <rect width="${n(size * 1.5)}" height="${n(size * 0.7)}" rx="6" fill="#fbfbf7"/>
    <text x="${n(size * 0.75)}" y="${n(size * 0.5)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${n(size * 0.38)}" fill="#14213d" letter-spacing="3">${code.replace(/[^A-Z0-9-]/gi, '')}</text>
  </g>`;
}
