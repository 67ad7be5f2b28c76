// The hero's picture: a road between two towns with a shared car on it. Decorative only (hidden from readers).
export function RouteIllustration() {
  return (
    <svg viewBox="0 0 400 300" className="w-100" style={{ maxWidth: 420 }} aria-hidden="true" focusable="false">
      <path d="M60 240 C 140 240, 120 120, 200 120 S 280 40, 340 60" fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="22" strokeLinecap="round" />
      <path d="M60 240 C 140 240, 120 120, 200 120 S 280 40, 340 60" fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="12 12" strokeLinecap="round" />
      <g transform="translate(60 240)">
        <circle r="16" fill="#fff" />
        <circle r="7" fill="#0b7a55" />
      </g>
      <g transform="translate(340 60)">
        <path d="M0 -34 C -18 -34, -26 -20, -26 -10 C -26 8, 0 30, 0 30 C 0 30, 26 8, 26 -10 C 26 -20, 18 -34, 0 -34 Z" fill="#ffc107" />
        <circle cy="-10" r="9" fill="#fff" />
      </g>
      <g transform="translate(176 96) rotate(-18)">
        <rect x="0" y="14" width="64" height="22" rx="8" fill="#fff" />
        <path d="M12 14 L22 0 H46 L56 14 Z" fill="#fff" />
        <path d="M18 13 L25 4 H33 V13 Z M37 13 V4 H44 L51 13 Z" fill="#0b7a55" opacity="0.7" />
        <circle cx="16" cy="37" r="7" fill="#212529" />
        <circle cx="48" cy="37" r="7" fill="#212529" />
      </g>
    </svg>
  );
}
