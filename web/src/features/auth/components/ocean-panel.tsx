import { useTranslation } from 'react-i18next';
import { Anchor, Fish, Trophy } from 'lucide-react';

/** The calm side of the sign-in pages: dawn over open water, drawn in SVG so it costs no image download. */
export function OceanPanel() {
  const { t } = useTranslation('auth');
  const points = [
    { icon: Trophy, text: t('panel.pointTournaments') },
    { icon: Fish, text: t('panel.pointCatches') },
    { icon: Anchor, text: t('panel.pointCharters') },
  ];
  return (
    <div className="relative isolate flex h-full min-h-[36rem] flex-col justify-between overflow-hidden rounded-[20px] bg-deep p-10 text-white xl:p-14">
      <OceanArt />
      <p className="relative text-sm font-semibold tracking-[0.2em] text-cyan-200/90 uppercase">
        {t('panel.eyebrow')}
      </p>
      <div className="relative max-w-md">
        <h2 className="text-4xl leading-tight font-extrabold tracking-tight text-balance xl:text-5xl">
          {t('panel.title')}
        </h2>
        <p className="mt-4 text-lg text-cyan-50/85">{t('panel.body')}</p>
        <ul className="mt-8 space-y-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-[15px] text-white/90">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/15 backdrop-blur-sm">
                <Icon className="h-4.5 w-4.5" strokeWidth={2} aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function OceanArt() {
  return (
    <svg
      className="absolute inset-0 -z-10 h-full w-full"
      viewBox="0 0 600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#071f36" />
          <stop offset="0.45" stopColor="#0b2e4f" />
          <stop offset="0.62" stopColor="#155e75" />
        </linearGradient>
        <radialGradient id="auth-sun" cx="0.72" cy="0.33" r="0.35">
          <stop offset="0" stopColor="#fdba74" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#f97316" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f97316" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="auth-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e7490" />
          <stop offset="1" stopColor="#071f36" />
        </linearGradient>
      </defs>
      <rect width="600" height="900" fill="url(#auth-sky)" />
      <rect width="600" height="900" fill="url(#auth-sun)" />
      {/* The horizon sits high so the words below rest on calm water. */}
      <g transform="translate(0 -150)">
        <circle cx="432" cy="452" r="46" fill="#fed7aa" opacity="0.9" />
        <path d="M0 480 H600 V1050 H0 Z" fill="url(#auth-sea)" />
        <g fill="none" stroke="#a5f3fc" strokeLinecap="round">
          <path
            d="M0 520 C80 508 160 532 240 520 S400 508 480 520 S560 532 600 526"
            strokeOpacity="0.35"
            strokeWidth="2"
          />
          <path d="M0 590 C100 574 200 606 300 590 S500 574 600 592" strokeOpacity="0.25" strokeWidth="2" />
          <path d="M0 680 C120 660 240 700 360 680 S560 660 600 684" strokeOpacity="0.18" strokeWidth="3" />
          <path d="M0 790 C140 766 280 814 420 790 S560 772 600 792" strokeOpacity="0.12" strokeWidth="3" />
          <path
            d="M372 492 H492 M388 504 H476 M404 516 H460"
            stroke="#fdba74"
            strokeOpacity="0.55"
            strokeWidth="2"
          />
        </g>
        {/* A small boat and its line: the product in one picture. */}
        <g transform="translate(150 468)">
          <path d="M0 12 H78 L66 26 H10 Z" fill="#0a2540" />
          <path d="M30 12 V-22 L52 10 Z" fill="#e6f4f7" opacity="0.92" />
          <path d="M66 6 L120 -30" stroke="#e6f4f7" strokeWidth="1.5" strokeLinecap="round" />
          <path
            d="M120 -30 C128 0 126 40 124 72"
            stroke="#e6f4f7"
            strokeOpacity="0.6"
            strokeWidth="1"
            fill="none"
            strokeDasharray="3 4"
          />
        </g>
      </g>
      <g fill="#e6f4f7" opacity="0.5">
        <path d="M300 150 q8 -6 16 0 q8 -6 16 0" stroke="#e6f4f7" strokeWidth="2" fill="none" />
        <path d="M350 120 q6 -5 12 0 q6 -5 12 0" stroke="#e6f4f7" strokeWidth="2" fill="none" />
      </g>
    </svg>
  );
}
