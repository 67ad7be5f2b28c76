// The few line icons the chat, notifications, vehicles and contact form use, inline so they cost no request and inherit the
// text colour; a directional one takes the class `flip-rtl` (./icons.css) to point the reading direction.
import type { SVGProps } from 'react';
import './icons.css';

/** The props every line icon of the app shares (20 px, a 2 px round stroke in the text colour, hidden from readers). */
export const lineIcon = (props: SVGProps<SVGSVGElement>) => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const ChatIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);

/** "Signaler": a flag on its pole. */
export const FlagIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon({ width: 16, height: 16, ...props })}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </svg>
);

export const BellIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);

export const CheckAllIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M2 12l5 5L17 7" />
    <path d="M12 16l1 1 9-10" />
  </svg>
);

export const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon({ width: 14, height: 14, ...props })}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const BackIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const MoreIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </svg>
);

export const SendIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);

export const CarIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
    <path d="M9 17h6" />
  </svg>
);

/** A new captcha image (the contact form). */
export const RefreshIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4" />
    <path d="M21 3v6h-6" />
  </svg>
);

/** "Téléphone vérifié": a phone. */
export const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);

/** "Identité vérifiée": a card with a face and lines. */
export const IdCardIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8" cy="11" r="2" />
    <path d="M5 16c.8-1.5 5.2-1.5 6 0M14 10h5M14 14h4" />
  </svg>
);

/** "Permis vérifié": a steering wheel. */
export const WheelIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...lineIcon(props)}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.5 10.5 10 12M20.5 10.5 14 12M12 14v7" />
  </svg>
);
