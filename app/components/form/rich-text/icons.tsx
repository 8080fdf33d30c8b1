import type { ReactNode } from 'react';

/** The toolbar's pictures (24 px grid, drawn with the text colour); the buttons carry the words. */
function Svg({ children }: { children: ReactNode }) {
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
      {children}
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

export const ICONS = {
  bulletList: (
    <Svg>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Svg>
  ),
  orderedList: (
    <Svg>
      <path d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3.5M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19H7" />
    </Svg>
  ),
  blockquote: (
    <Svg>
      <path d="M4 7h6v5H6.5L5 16M14 7h6v5h-3.5L15 16" />
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </Svg>
  ),
  imageAlt: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 15h10M7 11h6" />
    </Svg>
  ),
  table: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9.5h18M3 15h18M9 4v16M15 4v16" />
    </Svg>
  ),
  addRow: (
    <Svg>
      <rect x="3" y="3" width="18" height="10" rx="2" />
      <path d="M12 16v6M9 19h6" />
    </Svg>
  ),
  addColumn: (
    <Svg>
      <rect x="3" y="3" width="10" height="18" rx="2" />
      <path d="M16 12h6M19 9v6" />
    </Svg>
  ),
  deleteRow: (
    <Svg>
      <rect x="3" y="3" width="18" height="10" rx="2" />
      <path d="M9 19h6" />
    </Svg>
  ),
  deleteColumn: (
    <Svg>
      <rect x="3" y="3" width="10" height="18" rx="2" />
      <path d="M16 12h6" />
    </Svg>
  ),
  deleteTable: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </Svg>
  ),
  horizontalRule: (
    <Svg>
      <path d="M3 12h18M8 6h8M8 18h8" strokeWidth="1.5" />
    </Svg>
  ),
  undo: (
    <Svg>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </Svg>
  ),
  redo: (
    <Svg>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9a5 5 0 0 0 0 10h3" />
    </Svg>
  ),
};
