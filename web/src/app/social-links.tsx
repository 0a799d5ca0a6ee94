import type { ReactNode, SVGProps } from 'react';

/** lucide-react ships no brand marks, so these are drawn in its style (24 px grid, 2 px stroke). */
function BrandIcon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

type IconComponent = (props: SVGProps<SVGSVGElement>) => ReactNode;

const Facebook: IconComponent = (props) => (
  <BrandIcon {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </BrandIcon>
);

const XMark: IconComponent = (props) => (
  <BrandIcon {...props}>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M20 4l-6.6 7.3M4 20l6.6-7.3" />
  </BrandIcon>
);

const TikTok: IconComponent = (props) => (
  <BrandIcon {...props}>
    <path d="M14 3v11.5a4 4 0 1 1-4-4" />
    <path d="M14 3c.6 2.8 2.6 4.6 5.5 4.9" />
  </BrandIcon>
);

const LinkedIn: IconComponent = (props) => (
  <BrandIcon {...props}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect width="4" height="12" x="2" y="9" />
    <circle cx="4" cy="4" r="2" />
  </BrandIcon>
);

const Instagram: IconComponent = (props) => (
  <BrandIcon {...props}>
    <rect width="20" height="20" x="2" y="2" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </BrandIcon>
);

const YouTube: IconComponent = (props) => (
  <BrandIcon {...props}>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </BrandIcon>
);

/** Footer social links; the spec leaves the accounts unnamed, so they point at each network. */
export const SOCIAL_LINKS: readonly { id: string; href: string; Icon: IconComponent }[] = [
  { id: 'facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { id: 'x', href: 'https://x.com/', Icon: XMark },
  { id: 'tiktok', href: 'https://www.tiktok.com/', Icon: TikTok },
  { id: 'linkedin', href: 'https://www.linkedin.com/', Icon: LinkedIn },
  { id: 'instagram', href: 'https://www.instagram.com/', Icon: Instagram },
  { id: 'youtube', href: 'https://www.youtube.com/', Icon: YouTube },
];
