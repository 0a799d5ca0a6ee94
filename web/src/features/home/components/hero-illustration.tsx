/**
 * The hero's dawn-over-open-water scene, drawn in SVG so the home page ships no photos. Wave layers
 * drift slowly (disabled under prefers-reduced-motion by the global rule in styles.css).
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#071f36" />
          <stop offset="0.45" stopColor="#0b2e4f" />
          <stop offset="0.72" stopColor="#7c3a4a" />
          <stop offset="0.86" stopColor="#f97316" />
          <stop offset="1" stopColor="#fdba74" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#fb923c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f97316" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e7490" />
          <stop offset="0.5" stopColor="#0b2e4f" />
          <stop offset="1" stopColor="#071f36" />
        </linearGradient>
        <linearGradient id="hero-wave-1" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#155e75" />
          <stop offset="1" stopColor="#0b2e4f" />
        </linearGradient>
        <linearGradient id="hero-wave-2" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0c4a6e" />
          <stop offset="1" stopColor="#071f36" />
        </linearGradient>
        <linearGradient id="hero-shine" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fed7aa" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fed7aa" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="1440" height="900" fill="url(#hero-sky)" />
      {/* Stars fading into the dawn. */}
      <g fill="#e0f2fe">
        {[
          [120, 80, 1.4],
          [260, 150, 1],
          [410, 60, 1.2],
          [560, 120, 0.9],
          [720, 50, 1.3],
          [880, 140, 1],
          [1010, 70, 1.1],
          [1160, 130, 1.4],
          [1300, 60, 1],
          [1380, 170, 0.8],
          [60, 210, 0.9],
          [1220, 230, 0.9],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} opacity="0.7" />
        ))}
      </g>
      <circle cx="1010" cy="560" r="330" fill="url(#hero-glow)" />
      <circle cx="1010" cy="560" r="74" fill="#fef3c7" />
      {/* Gulls. */}
      <g fill="none" stroke="#0b2e4f" strokeWidth="3" strokeLinecap="round" opacity="0.75">
        <path d="M860 330q12-12 24 0q12-12 24 0" />
        <path d="M920 290q8-8 16 0q8-8 16 0" />
        <path d="M1130 360q10-10 20 0q10-10 20 0" />
      </g>
      {/* Distant headland. */}
      <path
        d="M0 560 L0 520 Q90 480 180 505 T360 500 Q430 470 520 515 L560 560 Z"
        fill="#1e293b"
        opacity="0.55"
      />
      {/* The sea, and the sun's path across it. */}
      <rect y="560" width="1440" height="340" fill="url(#hero-sea)" />
      <g fill="url(#hero-shine)">
        <rect x="960" y="566" width="100" height="6" rx="3" />
        <rect x="930" y="584" width="160" height="5" rx="2.5" opacity="0.85" />
        <rect x="975" y="602" width="70" height="5" rx="2.5" opacity="0.8" />
        <rect x="905" y="622" width="210" height="4" rx="2" opacity="0.6" />
        <rect x="950" y="644" width="120" height="4" rx="2" opacity="0.5" />
        <rect x="880" y="668" width="260" height="4" rx="2" opacity="0.35" />
      </g>
      {/* A boat on the horizon with a line out. */}
      <g transform="translate(1190 548)">
        <path d="M0 12 L78 12 L68 24 L10 24 Z" fill="#071f36" />
        <rect x="30" y="0" width="22" height="12" rx="2" fill="#071f36" />
        <path d="M26 2 L-40 -46" stroke="#071f36" strokeWidth="2" strokeLinecap="round" />
        <path d="M-40 -46 Q-72 -10 -92 22" fill="none" stroke="#cbd5e1" strokeWidth="1" opacity="0.7" />
      </g>
      <g className="motion-safe:animate-[hero-drift_18s_ease-in-out_infinite_alternate]">
        <path
          d="M-80 700 Q 40 670 160 700 T 400 700 T 640 700 T 880 700 T 1120 700 T 1360 700 T 1600 700 V 900 H -80 Z"
          fill="url(#hero-wave-1)"
          opacity="0.9"
        />
      </g>
      <g className="motion-safe:animate-[hero-drift_12s_ease-in-out_infinite_alternate-reverse]">
        <path
          d="M-80 780 Q 60 740 200 780 T 480 780 T 760 780 T 1040 780 T 1320 780 T 1600 780 V 900 H -80 Z"
          fill="url(#hero-wave-2)"
        />
        <path
          d="M-80 780 Q 60 740 200 780 T 480 780 T 760 780 T 1040 780 T 1320 780 T 1600 780"
          fill="none"
          stroke="#22d3ee"
          strokeOpacity="0.35"
          strokeWidth="2"
        />
      </g>
      <style>
        {
          '@keyframes hero-drift { from { transform: translateX(-40px); } to { transform: translateX(40px); } }'
        }
      </style>
    </svg>
  );
}
