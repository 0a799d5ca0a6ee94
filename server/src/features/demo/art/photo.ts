import { deck, dock, sunset, underwater, type Backdrop } from './backdrops';
import { codeCard, measuringBoard } from './board';
import { drawFish, SOFT_FILTER, type DrawnFish } from './fish';
import { holdingHands } from './hands';
import { n, rngOf, type Rng } from './rng';
import { speciesArtFor, type SpeciesArt } from './species';

export type PhotoScene = Backdrop | 'board';
export const PHOTO_SCENES: readonly PhotoScene[] = ['underwater', 'deck', 'dock', 'sunset', 'board'];

export interface PhotoRequest {
  /** The species as a person writes it: 'Smallmouth bass', 'sailfish'. */
  species: string;
  /** Any string; the same seed draws the same photo. */
  seed: string;
  width: number;
  height: number;
  /** Left out, the seed picks one. */
  scene?: PhotoScene;
  /** On the measuring board: the day's identifier code on a card, and the fish laid out to its length. */
  code?: string;
  lengthMm?: number;
}

const SALTWATER = new Set(['sailfish', 'mahi', 'redfish', 'striped-bass', 'yellowfin-tuna']);

/** The fish placed in the frame: centre, length in pixels, tilt, and facing left or right. */
function placed(
  fish: DrawnFish,
  cx: number,
  cy: number,
  lengthPx: number,
  tilt: number,
  flip: boolean,
): string {
  const scale = lengthPx / 1000;
  return `translate(${n(cx)} ${n(cy)}) rotate(${n(tilt)}) scale(${flip ? -scale : scale} ${scale}) translate(-500 0)`;
}

/** A soft shadow under a fish lying on a surface (a gradient, not a blur: blurs are slow to render). */
function shadow(fish: DrawnFish, transform: string, offset: number): string {
  const depth = fish.belly(400);
  return `<g transform="translate(${n(offset)} ${n(offset * 1.4)})"><ellipse transform="${transform}" cx="470" cy="${n(depth * 0.2)}" rx="560" ry="${n(depth * 1.9)}" fill="url(#shadow)"/></g>`;
}

function lyingFish(
  w: number,
  h: number,
  fish: DrawnFish,
  rng: Rng,
  art: SpeciesArt,
): { under: string; transform: string } {
  const span = fish.maxX - fish.minX;
  const lengthPx = (Math.min(w, h * 1.3) * rng.range(0.74, 0.84) * 1000) / span;
  const tilt = rng.range(-12, 12);
  const transform = placed(
    fish,
    w / 2 + (art.bill ? art.bill * 0.3 * (lengthPx / 1000) : 0),
    h * rng.range(0.5, 0.6),
    lengthPx,
    tilt,
    rng.chance(0.3),
  );
  return { under: shadow(fish, transform, w * 0.012), transform };
}

/**
 * A demo catch photo as SVG: the species drawn true to life on a backdrop (under water, on a deck or a dock, held
 * up at sunset, or on a measuring board with the day's code), everything varied by the seed.
 */
export function photoSvg(request: PhotoRequest): string {
  const { width: w, height: h } = request;
  const rng = rngOf(`${request.seed}|${request.species}`);
  const art = speciesArtFor(request.species);
  const scene = request.scene ?? rng.pick(PHOTO_SCENES);
  const fish = drawFish(art, rng, 'fish');
  let back = '';
  let under = '';
  let over = '';
  let transform: string;
  const flip = rng.chance(0.35);
  switch (scene) {
    case 'underwater': {
      back = underwater(w, h, rng, SALTWATER.has(art.key));
      const span = fish.maxX - fish.minX;
      const lengthPx = (w * rng.range(0.78, 0.88) * 1000) / span;
      const shift = art.bill ? (art.bill / 2) * (lengthPx / 1000) * (flip ? -1 : 1) : 0;
      transform = placed(fish, w / 2 + shift, h * rng.range(0.42, 0.55), lengthPx, rng.range(-8, 8), flip);
      break;
    }
    case 'deck':
    case 'dock': {
      back = scene === 'deck' ? deck(w, h, rng) : dock(w, h, rng);
      ({ under, transform } = lyingFish(w, h, fish, rng, art));
      break;
    }
    case 'sunset': {
      back = sunset(w, h, rng);
      const span = fish.maxX - fish.minX;
      const lengthPx = (w * rng.range(0.8, 0.88) * 1000) / span;
      const shift = art.bill ? (art.bill / 2) * (lengthPx / 1000) * (flip ? -1 : 1) : 0;
      transform = placed(fish, w / 2 + shift, h * rng.range(0.5, 0.58), lengthPx, rng.range(-5, 5), flip);
      over = `<g transform="${transform}">${holdingHands(fish, rng)}</g>`;
      break;
    }
    case 'board': {
      back = rng.chance(0.5) ? deck(w, h, rng) : dock(w, h, rng);
      const x0 = w * 0.08;
      // Laid out so the tail reaches its length on the board; an unmeasured fish fills most of the board.
      const inches = request.lengthMm ? request.lengthMm / 25.4 : rng.range(16, 22);
      const pxPerInch = (w * 0.8) / Math.max(inches, 12) / (1000 / 1000);
      const lengthPx = inches * pxPerInch;
      const boardH = Math.min(h * 0.42, lengthPx * 0.42);
      const boardY = h * 0.5 - boardH / 2 + rng.range(-0.04, 0.04) * h;
      under = measuringBoard(w, boardY, boardH, x0, pxPerInch, rng);
      transform = `translate(${n(x0 + 2)} ${n(boardY + boardH / 2)}) rotate(${n(rng.range(-1.5, 1.5))}) scale(${n(lengthPx / 1000)})`;
      under += shadow(fish, transform, w * 0.006);
      if (request.code) {
        const size = Math.min(w, h) * 0.16;
        const below = rng.chance(0.5);
        over = codeCard(
          w * rng.range(0.45, 0.65),
          below ? boardY + boardH + h * 0.04 : boardY - size * 0.7 - h * 0.04,
          size,
          request.code,
          rng,
        );
      }
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${SOFT_FILTER}<radialGradient id="shadow"><stop offset="0.35" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <linearGradient id="board-sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
  </defs>
  ${back}
  ${under}
  <g transform="${transform}">${fish.svg}</g>
  ${over}
</svg>`;
}
