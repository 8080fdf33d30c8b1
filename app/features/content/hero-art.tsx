/** A limb: its stroke's path and width. */
type Limb = readonly [d: string, width: number];

const CLIENT_LIMBS: readonly Limb[] = [
  ['M196 396c14-52 34-86 62-104', 26],
  ['M200 396h150', 24],
  ['M196 396c-12-20-30-26-50-18', 22],
  ['M252 300c34 8 62 30 90 66', 15],
];
const THERAPIST_LIMBS: readonly Limb[] = [
  ['M392 214c-4 52-4 96 4 140', 28],
  ['M396 354l-14 44M396 354l22 44', 20],
  ['M388 236c-36 10-72 30-108 58', 14],
  ['M398 240c10 34 12 60 4 86', 14],
];

/** A person of the scene: round-capped limb strokes and a round head, in one colour. */
function Figure({ colour, head: [cx, cy, r], limbs }: { colour: string; head: readonly [cx: number, cy: number, r: number]; limbs: readonly Limb[] }) {
  return (
    <>
      <g fill="none" stroke={colour} strokeLinecap="round" strokeLinejoin="round">
        {limbs.map(([d, width]) => (
          <path key={d} d={d} strokeWidth={width} />
        ))}
      </g>
      <circle cx={cx} cy={cy} r={r} fill={colour} />
    </>
  );
}

/**
 * The home hero's right half on desktop (issue 9 §5): a drawn scene of a therapist guiding a
 * stretch, inline so it costs no request and never becomes the page's largest paint. Decorative:
 * the hero's text says what the clinic does.
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 480" className={className} aria-hidden="true" focusable="false" data-testid="hero-art">
      <defs>
        <radialGradient id="hero-glow" cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor="#a7f3d0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#a7f3d0" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-mat" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fef3c7" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0.75" />
        </linearGradient>
      </defs>
      <circle cx="280" cy="230" r="230" fill="url(#hero-glow)" />
      <circle cx="280" cy="232" r="168" fill="#ecfdf5" opacity="0.12" />
      <circle cx="462" cy="96" r="26" fill="#fde68a" opacity="0.8" />
      <circle cx="92" cy="132" r="10" fill="#ecfdf5" opacity="0.5" />
      <circle cx="500" cy="300" r="7" fill="#ecfdf5" opacity="0.45" />
      {/* pulse line */}
      <path d="M40 78h60l14-26 18 52 16-40 10 14h44" fill="none" stroke="#6ee7b7" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" opacity="0.75" />
      {/* mat */}
      <rect x="96" y="400" width="368" height="22" rx="11" fill="url(#hero-mat)" />
      {/* client: seated, reaching forward over a straight leg */}
      <Figure colour="#ffffff" head={[272, 262, 27]} limbs={CLIENT_LIMBS} />
      {/* therapist: standing, one hand on the client's back */}
      <Figure colour="#fcd34d" head={[394, 170, 29]} limbs={THERAPIST_LIMBS} />
      {/* care marks */}
      <path d="M304 200c-8-10-24-4-20 8 3 9 20 18 20 18s17-9 20-18c4-12-12-18-20-8z" fill="#fda4af" />
      <path d="M470 214l8 8M486 206l-4 12M476 190v12" stroke="#ecfdf5" strokeWidth="4" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}
