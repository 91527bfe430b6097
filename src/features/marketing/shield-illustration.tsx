/** Decorative shield for the Discord hero: inline SVG, nothing to download. */
export function ShieldIllustration() {
  return (
    <svg className="landing-shield" width="320" height="320" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="landing-shield-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#5865f2" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="160" r="150" fill="#1e293b" />
      <path d="M160 48 250 84v70c0 58-38 102-90 120-52-18-90-62-90-120V84l90-36Z" fill="url(#landing-shield-fill)" />
      <path d="m118 160 30 30 56-62" fill="none" stroke="#ffffff" strokeWidth="18" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="64" cy="96" r="10" fill="#c4b5fd" />
      <circle cx="262" cy="236" r="8" fill="#c4b5fd" />
      <circle cx="258" cy="70" r="5" fill="#ffffff" />
    </svg>
  );
}
