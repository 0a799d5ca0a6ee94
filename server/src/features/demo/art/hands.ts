import type { DrawnFish } from './fish';
import { n, type Rng } from './rng';

export const SKIN_TONES = ['#f1c9a5', '#e0ac84', '#c68a5f', '#a86f47', '#7d4f32', '#5c3a24'];
export const SLEEVES = ['#2f5d8a', '#c4562f', '#3f6b3a', '#6b6f76', '#20303f', '#d9a636', '#8a3b4a'];

/**
 * One hand under the belly at `x` (fish units), fingers curled over the near side, the forearm reaching in from
 * below at `reach` (negative from the left).
 */
function hand(fish: DrawnFish, x: number, reach: number, skin: string, sleeve: string, rng: Rng): string {
  const belly = fish.belly(x);
  const fingers = [0, 1, 2, 3]
    .map((i) => {
      const fx = x - 66 + i * 38;
      const fy = fish.belly(fx) - rng.range(52, 64);
      const tall = 104 - Math.abs(i - 1.5) * 10;
      return `<rect x="${n(fx)}" y="${n(fy)}" width="40" height="${n(tall)}" rx="20" fill="${skin}" stroke="#000" stroke-opacity="0.2" stroke-width="3" transform="rotate(${n(-8 + i * 5)} ${n(fx + 20)} ${n(fy + 50)})"/>
      <rect x="${n(fx + 10)}" y="${n(fy + 5)}" width="20" height="16" rx="7" fill="#fff" opacity="0.28" transform="rotate(${n(-8 + i * 5)} ${n(fx + 20)} ${n(fy + 50)})"/>`;
    })
    .join('');
  const wristX = x + reach * 0.25;
  const elbowX = x + reach;
  return `<path d="M${n(x - 80)} ${n(belly + 40)} C${n(x - 90)} ${n(belly + 200)} ${n(wristX - 100)} ${n(belly + 300)} ${n(elbowX - 130)} ${n(belly + 1400)} L${n(elbowX + 130)} ${n(belly + 1400)} C${n(wristX + 100)} ${n(belly + 300)} ${n(x + 100)} ${n(belly + 200)} ${n(x + 90)} ${n(belly + 40)} Z" fill="${skin}"/>
  <path d="M${n(wristX - 104)} ${n(belly + 280)} C${n(wristX - 110)} ${n(belly + 600)} ${n(elbowX - 150)} ${n(belly + 900)} ${n(elbowX - 160)} ${n(belly + 1400)} L${n(elbowX + 160)} ${n(belly + 1400)} C${n(elbowX + 150)} ${n(belly + 900)} ${n(wristX + 110)} ${n(belly + 600)} ${n(wristX + 104)} ${n(belly + 280)} Z" fill="${sleeve}"/>
  <path d="M${n(wristX - 104)} ${n(belly + 284)} L${n(wristX + 104)} ${n(belly + 284)}" stroke="#000" stroke-opacity="0.2" stroke-width="16"/>
  <ellipse cx="${n(x + 5)}" cy="${n(belly + 40)}" rx="100" ry="70" fill="${skin}"/>
  <ellipse cx="${n(x + 20)}" cy="${n(belly + 70)}" rx="80" ry="40" fill="#000" opacity="0.08"/>
  <path d="M${n(x - 70)} ${n(belly - 6)} Q${n(x)} ${n(belly - 20)} ${n(x + 80)} ${n(belly - 6)}" stroke="#000" stroke-opacity="0.18" stroke-width="10" fill="none"/>
  ${fingers}`;
}

/** Two hands presenting the fish: one under the head, one at the tail. */
export function holdingHands(fish: DrawnFish, rng: Rng): string {
  const skin = rng.pick(SKIN_TONES);
  const sleeve = rng.pick(SLEEVES);
  return (
    hand(fish, rng.range(240, 300), -rng.range(120, 220), skin, sleeve, rng) +
    hand(fish, rng.range(690, 730), rng.range(120, 220), skin, sleeve, rng)
  );
}
