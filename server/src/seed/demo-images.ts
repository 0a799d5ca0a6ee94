import sharp from 'sharp';

/** Scenes for demo posts, drawn as SVG and rendered to JPEG so demo data needs no bundled photos. */
export const DEMO_SCENES = ['sunrise-lake', 'offshore-blue', 'river-dusk', 'ice-morning'] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

const PALETTES: Record<
  DemoScene,
  { sky: [string, string]; water: [string, string]; sun: string; fish: string }
> = {
  'sunrise-lake': {
    sky: ['#FDBA74', '#F97316'],
    water: ['#0E7490', '#0B2E4F'],
    sun: '#FEF3C7',
    fish: '#1E293B',
  },
  'offshore-blue': {
    sky: ['#BAE6FD', '#38BDF8'],
    water: ['#0369A1', '#082F49'],
    sun: '#FFFFFF',
    fish: '#0F172A',
  },
  'river-dusk': {
    sky: ['#C4B5FD', '#F472B6'],
    water: ['#155E75', '#164E63'],
    sun: '#FDE68A',
    fish: '#1C1917',
  },
  'ice-morning': {
    sky: ['#E0F2FE', '#CBD5E1'],
    water: ['#94A3B8', '#334155'],
    sun: '#F8FAFC',
    fish: '#0F172A',
  },
};

function sceneSvg(scene: DemoScene, width: number, height: number, variant = 0): string {
  const p = PALETTES[scene];
  // Each variant poses the fish and the sun differently, so two demo catch photos never look like the same shot.
  // Variant 0 is the original pose.
  const tilt = -12 + ((variant * 17) % 41);
  const fishX = 0.5 - ((variant * 0.13) % 0.3);
  const sunX = 0.7 - ((variant * 0.29) % 0.55);
  const horizon = Math.round(height * 0.55);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${width * sunX}" cy="${horizon * 0.72}" r="${width * 0.09}" fill="${p.sun}" opacity="0.9"/>
  <path d="M0 ${horizon} L${width * 0.2} ${horizon - height * 0.08} L${width * 0.38} ${horizon - height * 0.03} L${width * 0.55} ${horizon - height * 0.1} L${width * 0.8} ${horizon - height * 0.02} L${width} ${horizon - height * 0.06} L${width} ${horizon} Z" fill="${p.water[1]}" opacity="0.55"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#water)"/>
  ${[0.08, 0.16, 0.27, 0.4].map((f, i) => `<path d="M${width * 0.05} ${horizon + (height - horizon) * f} q${width * 0.2} ${-8 - i * 2} ${width * 0.4} 0 t${width * 0.45} 0" stroke="#ffffff" stroke-opacity="${0.25 - i * 0.04}" stroke-width="${4 + i}" fill="none"/>`).join('')}
  <g transform="translate(${width * fishX} ${horizon + (height - horizon) * 0.55}) rotate(${tilt})">
    <ellipse rx="${width * 0.26}" ry="${width * 0.08}" fill="${p.fish}"/>
    <path d="M${width * 0.24} 0 L${width * 0.36} ${-width * 0.08} L${width * 0.33} 0 L${width * 0.36} ${width * 0.08} Z" fill="${p.fish}"/>
    <path d="M${-width * 0.05} ${-width * 0.075} Q${width * 0.02} ${-width * 0.15} ${width * 0.1} ${-width * 0.07} Z" fill="${p.fish}"/>
    <circle cx="${-width * 0.19}" cy="${-width * 0.015}" r="${width * 0.012}" fill="#ffffff"/>
  </g>
</svg>`;
}

/** A 4:5 JPEG of the scene (the post card's crop), like a phone photo would arrive. */
export async function demoSceneJpeg(scene: DemoScene, width = 1200, variant = 0): Promise<Buffer> {
  const height = Math.round((width * 5) / 4);
  return sharp(Buffer.from(sceneSvg(scene, width, height, variant)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
