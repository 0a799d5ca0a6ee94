import { n, type Rng } from './rng';
import type { Fin, Marking, SpeciesArt } from './species';

/** A drawn fish: SVG in fish units (snout at x 0, tail tip at 1000, facing left) and the box it takes up. */
export interface DrawnFish {
  svg: string;
  /** Body and tail outline, for a shadow. */
  outline: string;
  /** The belly's edge at a point along the fish, for a hand holding it. */
  belly: (x: number) => number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const TAIL_TIP = 1000;

/** The body's half-depth at a point along it: a rounded rise from the snout, then a taper to the tail. */
function profile(body: SpeciesArt['body'], t: number): number {
  const c = Math.min(Math.max(t, 0), 1);
  if (c < body.deepestAt) {
    const rise = Math.sin((Math.PI / 2) * (c / body.deepestAt)) ** body.head;
    return body.snout + (1 - body.snout) * rise;
  }
  const fall = Math.cos((Math.PI / 2) * ((c - body.deepestAt) / (1 - body.deepestAt))) ** body.taper;
  return body.peduncle + (1 - body.peduncle) * fall;
}

interface Shape {
  art: SpeciesArt;
  P: number;
  top: (x: number) => number;
  bottom: (x: number) => number;
}

function shapeOf(art: SpeciesArt, girth: number): Shape {
  const P = art.body.peduncleAt;
  return {
    art,
    P,
    top: (x) => -art.body.top * girth * profile(art.body, x / P),
    bottom: (x) => art.body.bottom * girth * profile(art.body, x / P),
  };
}

function bodyPath(s: Shape): string {
  const steps = 56;
  const end = s.P + 24;
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (end * i) / steps;
    top.push(`${n(x)} ${n(s.top(x))}`);
    bottom.push(`${n(x)} ${n(s.bottom(x))}`);
  }
  const y0t = s.top(0);
  const y0b = s.bottom(0);
  const nose = (y0b - y0t) * 0.55;
  // The body ends in a slight curve over the tail base, as scales meet the fin.
  return `M${bottom[0]} Q${n(-nose)} ${n((y0t + y0b) / 2 - 4)} ${top[0]} L${top.slice(1).join(' L')} Q${n(end + 22)} 0 ${bottom
    .slice()
    .reverse()
    .join(' L')} Z`;
}

function tailPath(s: Shape): string {
  const { shape, spread } = s.art.tail;
  const base = s.P - 40;
  const len = TAIL_TIP - s.P;
  const pt = s.top(s.P) * 1.05;
  const pb = s.bottom(s.P) * 1.05;
  const T = spread;
  switch (shape) {
    case 'lunate':
      return `M${n(base)} ${n(pt)} C${n(s.P + len * 0.3)} ${n(pt - T * 0.2)} ${n(TAIL_TIP - len * 0.25)} ${n(-T * 0.8)} ${n(TAIL_TIP + len * 0.05)} ${n(-T)}
        Q${n(s.P + len * 0.55)} ${n(-T * 0.35)} ${n(s.P + len * 0.38)} 0
        Q${n(s.P + len * 0.55)} ${n(T * 0.35)} ${n(TAIL_TIP + len * 0.05)} ${n(T)}
        C${n(TAIL_TIP - len * 0.25)} ${n(T * 0.8)} ${n(s.P + len * 0.3)} ${n(pb + T * 0.2)} ${n(base)} ${n(pb)} Z`;
    case 'forked':
      return `M${n(base)} ${n(pt)} C${n(s.P + len * 0.35)} ${n(pt - T * 0.1)} ${n(TAIL_TIP - len * 0.3)} ${n(-T * 0.75)} ${n(TAIL_TIP)} ${n(-T)}
        Q${n(TAIL_TIP - len * 0.35)} ${n(-T * 0.3)} ${n(s.P + len * 0.52)} 0
        Q${n(TAIL_TIP - len * 0.35)} ${n(T * 0.3)} ${n(TAIL_TIP)} ${n(T)}
        C${n(TAIL_TIP - len * 0.3)} ${n(T * 0.75)} ${n(s.P + len * 0.35)} ${n(pb + T * 0.1)} ${n(base)} ${n(pb)} Z`;
    case 'emarginate':
      return `M${n(base)} ${n(pt)} C${n(s.P + len * 0.3)} ${n(pt - T * 0.15)} ${n(TAIL_TIP - len * 0.3)} ${n(-T * 0.85)} ${n(TAIL_TIP)} ${n(-T)}
        Q${n(TAIL_TIP - len * 0.12)} ${n(-T * 0.45)} ${n(TAIL_TIP - len * 0.16)} 0
        Q${n(TAIL_TIP - len * 0.12)} ${n(T * 0.45)} ${n(TAIL_TIP)} ${n(T)}
        C${n(TAIL_TIP - len * 0.3)} ${n(T * 0.85)} ${n(s.P + len * 0.3)} ${n(pb + T * 0.15)} ${n(base)} ${n(pb)} Z`;
    case 'square':
      return `M${n(base)} ${n(pt)} C${n(s.P + len * 0.3)} ${n(pt - T * 0.2)} ${n(TAIL_TIP - len * 0.2)} ${n(-T * 0.95)} ${n(TAIL_TIP - 6)} ${n(-T)}
        Q${n(TAIL_TIP + 8)} 0 ${n(TAIL_TIP - 6)} ${n(T)}
        C${n(TAIL_TIP - len * 0.2)} ${n(T * 0.95)} ${n(s.P + len * 0.3)} ${n(pb + T * 0.2)} ${n(base)} ${n(pb)} Z`;
  }
}

/** Fin rays: thin lines from the base to the edge, what makes a fin read as a fin. */
function tailRays(s: Shape): string {
  const { spread } = s.art.tail;
  const lines: string[] = [];
  for (let i = -6; i <= 6; i++) {
    const y = (spread * i) / 6.5;
    lines.push(
      `M${n(s.P - 10)} ${n(y * 0.12)} Q${n(s.P + 60)} ${n(y * 0.5)} ${n(TAIL_TIP - 30)} ${n(y * 0.92)}`,
    );
  }
  return lines.join(' ');
}

/** A fin along the back (side -1) or the belly (side 1): outline and rays. */
function finPath(s: Shape, fin: Fin, side: -1 | 1): { outline: string; rays: string } {
  const x0 = fin.from * s.P;
  const x1 = fin.to * s.P;
  const edge = (x: number) => (side < 0 ? s.top(x) + 6 : s.bottom(x) - 6);
  const up = (y: number, by: number) => y + (side < 0 ? -by : by);
  const count = Math.max(3, Math.round((x1 - x0) / 16));
  const rays: string[] = [];
  let outline = `M${n(x0)} ${n(edge(x0))}`;
  if (fin.shape === 'spiny') {
    const tips: [number, number][] = [];
    for (let i = 0; i <= count; i++) {
      const x = x0 + ((x1 - x0) * i) / count;
      // Tallest near the front third, lowest at the back where a soft dorsal follows.
      const k = i / count;
      const height = fin.height * (k < 0.3 ? 0.55 + 1.5 * k : 1 - 0.75 * ((k - 0.3) / 0.7));
      tips.push([x + 12, up(edge(x), height)]);
      rays.push(`M${n(x)} ${n(edge(x))} L${n(x + 12)} ${n(up(edge(x), height))}`);
    }
    tips.forEach(([x, y], i) => {
      if (i === 0) outline += ` L${n(x)} ${n(y)}`;
      else {
        const [px, py] = tips[i - 1]!;
        const dip = Math.abs(y - edge(x)) * 0.28;
        outline += ` Q${n((px + x) / 2)} ${n(side < 0 ? Math.max(py, y) + dip : Math.min(py, y) - dip)} ${n(x)} ${n(y)}`;
      }
    });
    outline += ` L${n(x1)} ${n(edge(x1))} Z`;
  } else if (fin.shape === 'sickle') {
    const tipX = x1 + fin.height * 0.55;
    const tipY = up(edge(x1), fin.height);
    outline += ` C${n(x0 + (x1 - x0) * 0.4)} ${n(up(edge(x0), fin.height * 0.5))} ${n(tipX - 40)} ${n(up(edge(x1), fin.height * 0.85))} ${n(tipX)} ${n(tipY)}`;
    outline += ` Q${n(x1 + fin.height * 0.12)} ${n(up(edge(x1), fin.height * 0.35))} ${n(x1)} ${n(edge(x1))} Z`;
    for (let i = 0; i <= 5; i++) {
      const x = x0 + ((x1 - x0) * i) / 5;
      rays.push(`M${n(x)} ${n(edge(x))} L${n(tipX - (5 - i) * 8)} ${n(up(tipY, -(5 - i) * 12))}`);
    }
  } else {
    // soft, sail and low: a rounded edge, highest near the front.
    const peakAt = fin.shape === 'low' ? 0.15 : fin.shape === 'sail' ? 0.22 : 0.3;
    const fall = fin.shape === 'sail' ? 0.8 : 0.45;
    const points: [number, number][] = [];
    for (let i = 0; i <= count; i++) {
      const k = i / count;
      const x = x0 + (x1 - x0) * k;
      const shape =
        fin.shape === 'low'
          ? 0.75 + 0.25 * Math.cos(Math.PI * Math.abs(k - peakAt)) - (k > 0.9 ? (k - 0.9) * 4 : 0)
          : k < peakAt
            ? 0.55 + 0.45 * Math.sin((Math.PI / 2) * (k / peakAt))
            : 1 - fall * ((k - peakAt) / (1 - peakAt)) ** 1.4;
      const lean = fin.shape === 'sail' ? 18 : 22;
      points.push([x + lean, up(edge(x), fin.height * shape)]);
      rays.push(`M${n(x)} ${n(edge(x))} L${n(x + lean)} ${n(up(edge(x), fin.height * shape * 0.97))}`);
    }
    points.forEach(([x, y], i) => {
      if (i === 0) outline += ` L${n(x)} ${n(y)}`;
      else if (fin.shape === 'sail') {
        const [px, py] = points[i - 1]!;
        outline += ` Q${n((px + x) / 2)} ${n((py + y) / 2 + (side < 0 ? 10 : -10))} ${n(x)} ${n(y)}`;
      } else outline += ` L${n(x)} ${n(y)}`;
    });
    outline += ` Q${n(x1 + 10)} ${n(up(edge(x1), fin.height * 0.2))} ${n(x1)} ${n(edge(x1))} Z`;
  }
  return { outline, rays: rays.join(' ') };
}

function markingSvg(s: Shape, marking: Marking, rng: Rng, clip: string): string {
  const depthAt = (x: number, k: number) => s.top(x) + (s.bottom(x) - s.top(x)) * k;
  switch (marking.kind) {
    case 'blotchStripe': {
      const blobs: string[] = [];
      for (let x = s.P * 0.2; x < s.P * 1.02; x += rng.range(16, 26)) {
        const mid = depthAt(x, 0.46) + rng.range(-6, 6);
        const ry = (s.bottom(x) - s.top(x)) * rng.range(0.09, 0.17);
        blobs.push(
          `<ellipse cx="${n(x)}" cy="${n(mid)}" rx="${n(rng.range(16, 30))}" ry="${n(ry)}" transform="rotate(${n(rng.range(-25, 25))} ${n(x)} ${n(mid)})"/>`,
        );
      }
      return `<g fill="${marking.color}" opacity="${marking.opacity}">${blobs.join('')}</g>`;
    }
    case 'bars': {
      const bars: string[] = [];
      for (let i = 0; i < marking.count; i++) {
        const k = (i + 0.5) / marking.count;
        const x = (marking.from + (marking.to - marking.from) * k) * s.P + rng.range(-6, 6);
        const y0 = s.top(x) - 10;
        const y1 = depthAt(x, marking.reach);
        const w = marking.width * rng.range(0.8, 1.2);
        bars.push(
          `<path d="M${n(x - w / 2)} ${n(y0)} L${n(x + w / 2)} ${n(y0)} Q${n(x + w / 2 + 6)} ${n((y0 + y1) / 2)} ${n(x + w * 0.2)} ${n(y1)} Q${n(x)} ${n(y1 + w * 0.3)} ${n(x - w * 0.2)} ${n(y1)} Q${n(x - w / 2 - 6)} ${n((y0 + y1) / 2)} ${n(x - w / 2)} ${n(y0)} Z"/>`,
        );
      }
      return `<g fill="${marking.color}" opacity="${marking.opacity}">${bars.join('')}</g>`;
    }
    case 'spots': {
      const spots: string[] = [];
      for (let i = 0; i < marking.count; i++) {
        const x = rng.range(marking.from, marking.to) * s.P;
        const y = depthAt(Math.min(x, s.P), rng.range(marking.band[0], marking.band[1]));
        const r = rng.range(marking.radius[0], marking.radius[1]);
        spots.push(
          marking.shape === 'bean'
            ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.7)}" ry="${n(r)}" transform="rotate(${n(rng.range(-20, 20))} ${n(x)} ${n(y)})"/>`
            : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`,
        );
      }
      const clipAttr = marking.onFins ? `clip-path="url(#${clip}-all)"` : '';
      return `<g ${clipAttr} fill="${marking.color}" opacity="${marking.opacity}">${spots.join('')}</g>`;
    }
    case 'stripes': {
      const lines: string[] = [];
      for (let i = 0; i < marking.count; i++) {
        const k = marking.band[0] + ((marking.band[1] - marking.band[0]) * i) / (marking.count - 1);
        const points: string[] = [];
        for (let x = s.P * 0.22; x <= s.P * 1.02; x += s.P / 24)
          points.push(`${n(x)} ${n(depthAt(x, k) + rng.range(-1.5, 1.5))}`);
        lines.push(
          `<path d="M${points.join(' L')}" stroke-dasharray="${rng.chance(0.4) ? '60 8' : 'none'}"/>`,
        );
      }
      return `<g fill="none" stroke="${marking.color}" stroke-width="${marking.width}" stroke-linecap="round" opacity="${marking.opacity}">${lines.join('')}</g>`;
    }
    case 'band': {
      const points: string[] = [];
      for (let x = s.P * 0.06; x <= s.P * 1.03; x += s.P / 30)
        points.push(`${n(x)} ${n(depthAt(x, marking.at))}`);
      const mid = depthAt(s.P * 0.4, 1) - depthAt(s.P * 0.4, 0);
      return `<path d="M${points.join(' L')}" fill="none" stroke="${marking.color}" stroke-width="${n(mid * marking.width)}" stroke-linecap="round" opacity="${marking.opacity}"/>`;
    }
    case 'tailSpot': {
      const x = s.P * 0.9;
      const y = depthAt(x, 0.38);
      const r = (s.bottom(x) - s.top(x)) * 0.26;
      return `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.25)}" fill="${marking.ring}" opacity="0.5"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${marking.color}"/></g>`;
    }
    case 'cheekBars': {
      const eyeX = s.art.eye.at * s.P;
      const eyeY = s.top(eyeX) * 0.4;
      const bars = [0, 1, 2].map(
        (i) =>
          `<path d="M${n(eyeX + 10)} ${n(eyeY + 8 + i * 16)} Q${n(eyeX + 60)} ${n(eyeY + 20 + i * 20)} ${n(eyeX + 105)} ${n(eyeY + 22 + i * 26)}" />`,
      );
      return `<g fill="none" stroke="${marking.color}" stroke-width="7" stroke-linecap="round" opacity="0.5">${bars.join('')}</g>`;
    }
  }
}

/** Mouth and jaw lines, and a sailfish's bill. */
function mouthSvg(s: Shape, id: string): string {
  const { mouth } = s.art;
  const y0t = s.top(0);
  const y0b = s.bottom(0);
  const lipY = y0t + (y0b - y0t) * (mouth.kind === 'under' ? 0.7 : 0.55);
  const jawX = mouth.to * s.P;
  const jawY = lipY + (mouth.kind === 'large' || mouth.kind === 'duck' ? 18 : 8);
  const nose = (y0b - y0t) * 0.5;
  const start = -nose * (mouth.kind === 'under' ? 0.55 : 0.92);
  const line = `<path d="M${n(start)} ${n(lipY)} Q${n(jawX * 0.5)} ${n(lipY + 2)} ${n(jawX)} ${n(jawY)}" fill="none" stroke="#1a1a14" stroke-opacity="0.75" stroke-width="5" stroke-linecap="round"/>`;
  const lip =
    mouth.kind === 'large' || mouth.kind === 'duck'
      ? `<path d="M${n(start + 4)} ${n(lipY - 5)} Q${n(jawX * 0.5)} ${n(lipY - 6)} ${n(jawX - 6)} ${n(jawY - 6)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`
      : '';
  const bill = s.art.bill
    ? `<path d="M6 ${n(y0t * 0.35)} L${n(-s.art.bill)} ${n(lipY - 2)} L${n(-s.art.bill * 0.4)} ${n(lipY + 6)} L6 ${n(lipY + 10)} Z" fill="${s.art.colors.back}"/>`
    : '';
  // The lines stay on the head; a blunt-headed fish would otherwise grow whiskers.
  return `${bill}<g clip-path="url(#${id})">${line}${lip}</g>`;
}

function eyeSvg(s: Shape): string {
  const { eye } = s.art;
  const x = eye.at * s.P;
  const y = s.top(x) * 0.42;
  const r = eye.size * 1.2;
  const glassy = eye.glassy
    ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.95)}" fill="#f2f4ee" opacity="0.35"/>`
    : '';
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.25)}" fill="#000" opacity="0.18"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${eye.iris}"/>
    <circle cx="${n(x - r * 0.05)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="#0b0b0b"/>${glassy}
    <circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.22)}" fill="#fff" opacity="0.9"/>`;
}

function gillSvg(s: Shape): string {
  const x = (s.art.eye.at + 0.11) * s.P + s.art.eye.size;
  const top = s.top(x) * 0.85;
  const bottom = s.bottom(x) * 0.9;
  return `<path d="M${n(x - 10)} ${n(top)} Q${n(x + 28)} ${n((top + bottom) / 2)} ${n(x - 8)} ${n(bottom)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="5"/>
    <path d="M${n(x - 4)} ${n(top)} Q${n(x + 34)} ${n((top + bottom) / 2)} ${n(x - 2)} ${n(bottom)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="3"/>`;
}

function pectoralSvg(s: Shape): string {
  const { pectoral, colors } = s.art;
  const x = pectoral.at * s.P + 30;
  const y = s.bottom(x) * 0.15;
  const len = pectoral.size;
  const color = pectoral.color ?? colors.fin;
  const rays = [0, 1, 2, 3, 4]
    .map((i) => `M${n(x)} ${n(y)} L${n(x + len * (0.8 + i * 0.04))} ${n(y + len * (0.05 + i * 0.08))}`)
    .join(' ');
  return `<path d="M${n(x)} ${n(y - 8)} C${n(x + len * 0.5)} ${n(y - 18)} ${n(x + len)} ${n(y + len * 0.05)} ${n(x + len * 0.95)} ${n(y + len * 0.3)} C${n(x + len * 0.6)} ${n(y + len * 0.45)} ${n(x + len * 0.2)} ${n(y + 14)} ${n(x)} ${n(y + 10)} Z" fill="${color}" opacity="0.72"/>
    <path d="${rays}" stroke="#000" stroke-opacity="0.2" stroke-width="2" fill="none"/>`;
}

function pelvicSvg(s: Shape): string {
  const x = s.art.pelvicAt * s.P;
  const y = s.bottom(x) - 8;
  const len = 70;
  return `<path d="M${n(x)} ${n(y)} Q${n(x + len * 0.4)} ${n(y + len * 0.75)} ${n(x + len)} ${n(y + len * 0.55)} Q${n(x + len * 0.6)} ${n(y + 10)} ${n(x + len * 0.5)} ${n(y - 4)} Z" fill="${s.art.colors.fin}" opacity="0.9"/>`;
}

function finletsSvg(s: Shape): string {
  const { finlets } = s.art;
  if (!finlets) return '';
  const out: string[] = [];
  for (let i = 0; i < finlets.count; i++) {
    const x = s.P * (0.64 + (0.34 * i) / finlets.count);
    for (const side of [-1, 1] as const) {
      const y = side < 0 ? s.top(x) + 3 : s.bottom(x) - 3;
      out.push(`<path d="M${n(x)} ${n(y)} L${n(x + 26)} ${n(y + side * 18)} L${n(x + 22)} ${n(y)} Z"/>`);
    }
  }
  return `<g fill="${finlets.color}">${out.join('')}</g>`;
}

/**
 * The fish, species-true in outline, fins, colour and markings; the seed moves its spots and blotches and its
 * condition a little, so two fish of a species are never the same fish.
 */
export function drawFish(art: SpeciesArt, rng: Rng, id: string): DrawnFish {
  const girth = rng.range(0.94, 1.08);
  const s = shapeOf(art, girth);
  const body = bodyPath(s);
  const tail = tailPath(s);
  const fins = [
    ...art.dorsal.map((fin) => ({ fin, side: -1 as const })),
    { fin: art.anal, side: 1 as const },
  ];
  const finSvg = fins
    .map(({ fin, side }) => {
      const { outline, rays } = finPath(s, fin, side);
      const color = fin.color ?? art.colors.fin;
      return `<path d="${outline}" fill="${color}" opacity="${fin.shape === 'sail' ? 0.95 : 0.88}"/><path d="${rays}" stroke="#000" stroke-opacity="0.28" stroke-width="${fin.shape === 'spiny' ? 3.5 : 2}" fill="none" clip-path="url(#${id}-fins)"/>`;
    })
    .join('');
  const finOutlines = fins.map(({ fin, side }) => finPath(s, fin, side).outline).join(' ');
  const adipose = art.adipose
    ? `<path d="M${n(s.P * 0.76)} ${n(s.top(s.P * 0.76) + 6)} Q${n(s.P * 0.8)} ${n(s.top(s.P * 0.8) - 34)} ${n(s.P * 0.84)} ${n(s.top(s.P * 0.84) + 4)} Z" fill="${art.colors.back}"/>`
    : '';
  const tailColor = art.tail.color ?? art.colors.fin;
  const tailTip = art.tail.tip
    ? `<ellipse cx="${TAIL_TIP - 20}" cy="${n(art.tail.spread * 0.85)}" rx="40" ry="18" fill="${art.tail.tip}" clip-path="url(#${id}-tail)"/>`
    : '';
  // Blotches, bars and bands are soft-edged: one blur for them all keeps the render quick.
  const soft = new Set(['blotchStripe', 'bars', 'band']);
  const softMarkings = art.markings.filter((m) => soft.has(m.kind)).map((m) => markingSvg(s, m, rng, id));
  const onBody = art.markings
    .filter((m) => !soft.has(m.kind) && !(m.kind === 'spots' && m.onFins))
    .map((m) => markingSvg(s, m, rng, id));
  const onFins = art.markings
    .filter((m) => m.kind === 'spots' && m.onFins)
    .map((m) => markingSvg(s, m, rng, id));
  const scales =
    art.scales > 0 ? `<path d="${body}" fill="url(#${id}-scales)" opacity="${art.scales * 1.3}"/>` : '';
  const depth = art.body.top * girth;
  const deep = art.body.deepestAt * s.P;
  const defs = `<defs>
    <clipPath id="${id}"><path d="${body}"/></clipPath>
    <clipPath id="${id}-tail"><path d="${tail}"/></clipPath>
    <clipPath id="${id}-fins"><path d="${finOutlines}"/></clipPath>
    <clipPath id="${id}-all"><path d="${body} ${tail} ${finOutlines}"/></clipPath>
    <linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${art.colors.back}"/>
      <stop offset="0.22" stop-color="${art.colors.back}"/>
      <stop offset="0.52" stop-color="${art.colors.side}"/>
      <stop offset="0.78" stop-color="${art.colors.belly}"/>
      <stop offset="1" stop-color="${art.colors.belly}"/>
    </linearGradient>
    <radialGradient id="${id}-sheen" cx="0.42" cy="0.36" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <pattern id="${id}-scales" width="22" height="16" patternUnits="userSpaceOnUse">
      <path d="M0 8 A11 8 0 0 0 22 8 M-11 0 A11 8 0 0 0 11 0 M11 0 A11 8 0 0 0 33 0 M-11 16 A11 8 0 0 0 11 16 M11 16 A11 8 0 0 0 33 16" fill="none" stroke="#000" stroke-width="1.1"/>
    </pattern>
  </defs>`;
  const svg = `${defs}
  <path d="${tail}" fill="${tailColor}"/>
  <path d="${tailRays(s)}" stroke="#000" stroke-opacity="0.25" stroke-width="2" fill="none" clip-path="url(#${id}-tail)"/>${tailTip}
  ${finSvg}${adipose}
  ${pelvicSvg(s)}
  <path d="${body}" fill="url(#${id}-body)"/>
  ${scales}
  <g clip-path="url(#${id})">
    ${softMarkings.length > 0 ? `<g filter="url(#soft)">${softMarkings.join('')}</g>` : ''}
    ${onBody.join('')}
    ${[44, 30, 18, 8].map((width) => `<path d="${body}" fill="none" stroke="#000" stroke-opacity="0.09" stroke-width="${width}"/>`).join('')}
    <ellipse cx="${n(deep)}" cy="${n(-depth * 0.35)}" rx="${n(s.P * 0.42)}" ry="${n(depth * 0.35)}" fill="url(#${id}-sheen)"/>
  </g>
  ${onFins.join('')}
  <path d="M${n(s.P * 0.2)} ${n(s.top(s.P * 0.2) * 0.3)} Q${n(s.P * 0.6)} ${n(s.top(s.P * 0.6) * 0.42)} ${n(s.P)} ${n(s.top(s.P) * 0.1)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="3" stroke-dasharray="7 5"/>
  ${gillSvg(s)}
  ${pectoralSvg(s)}
  ${finletsSvg(s)}
  ${mouthSvg(s, id)}
  ${eyeSvg(s)}`;
  const tallestFin = Math.max(...art.dorsal.map((fin) => fin.height));
  return {
    svg,
    outline: `${body} ${tail}`,
    belly: s.bottom,
    minX: -(art.bill ?? 0) - 40,
    maxX: TAIL_TIP + 30,
    minY: Math.min(-depth - tallestFin, -art.tail.spread) - 10,
    maxY: Math.max(art.body.bottom * girth + art.anal.height, art.tail.spread) + 10,
  };
}

/** The blur the fish's soft markings and shading use; the picture that holds the fish defines it once. */
export const SOFT_FILTER = `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>`;
