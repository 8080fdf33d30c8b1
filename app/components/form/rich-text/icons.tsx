/** One stroke of a toolbar picture: a path, a dot (filled with the text colour when `filled`) or a rounded frame. */
type IconPart =
  | { path: string; strokeWidth?: string }
  | { circle: readonly [cx: number, cy: number, r: number]; filled?: boolean }
  | { rect: readonly [x: number, y: number, width: number, height: number] };

/** The frames the table and image pictures share. */
const PAGE = { rect: [3, 4, 18, 16] } as const;
const ROW = { rect: [3, 3, 18, 10] } as const;
const COLUMN = { rect: [3, 3, 10, 18] } as const;
const listDot = (cy: number): IconPart => ({ circle: [4.5, cy, 1], filled: true });

const ICON_PARTS = {
  bulletList: [{ path: 'M9 6h11M9 12h11M9 18h11' }, listDot(6), listDot(12), listDot(18)],
  orderedList: [{ path: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3.5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19H7' }],
  blockquote: [{ path: 'M4 7h6v5H6.5L5 16M14 7h6v5h-3.5L15 16' }],
  link: [{ path: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1' }],
  image: [PAGE, { circle: [9, 10, 1.8] }, { path: 'm21 16-5-5-9 9' }],
  imageAlt: [PAGE, { path: 'M7 15h10M7 11h6' }],
  table: [PAGE, { path: 'M3 9.5h18M3 15h18M9 4v16M15 4v16' }],
  addRow: [ROW, { path: 'M12 16v6M9 19h6' }],
  addColumn: [COLUMN, { path: 'M16 12h6M19 9v6' }],
  deleteRow: [ROW, { path: 'M9 19h6' }],
  deleteColumn: [COLUMN, { path: 'M16 12h6' }],
  deleteTable: [PAGE, { path: 'm9 9 6 6M15 9l-6 6' }],
  horizontalRule: [{ path: 'M3 12h18M8 6h8M8 18h8', strokeWidth: '1.5' }],
  undo: [{ path: 'M9 14 4 9l5-5' }, { path: 'M4 9h11a5 5 0 0 1 0 10h-3' }],
  redo: [{ path: 'm15 14 5-5-5-5' }, { path: 'M20 9H9a5 5 0 0 0 0 10h3' }],
} satisfies Record<string, readonly IconPart[]>;

export type IconName = keyof typeof ICON_PARTS;

function Part({ part }: { part: IconPart }) {
  if ('path' in part) return <path d={part.path} strokeWidth={part.strokeWidth} />;
  if ('circle' in part) {
    const [cx, cy, r] = part.circle;
    return <circle cx={cx} cy={cy} r={r} fill={part.filled ? 'currentColor' : undefined} />;
  }
  const [x, y, width, height] = part.rect;
  return <rect x={x} y={y} width={width} height={height} rx={2} />;
}

/** A toolbar picture (24 px grid, drawn with the text colour); the buttons carry the words. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PARTS[name].map((part, i) => (
        <Part key={i} part={part} />
      ))}
    </svg>
  );
}

/** A letter or two in the toolbar's style (bold B, italic I, H2…). */
export function Glyph({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`text-[15px] leading-none ${className}`}>
      {text}
    </span>
  );
}
