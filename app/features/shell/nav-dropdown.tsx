import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { IconChevronDown } from './icons';
import { useDismiss } from './use-dismiss';

/** A nav item with a menu: opens on click or hover, closes on Escape, outside click and navigation. */
export function NavDropdown(props: { label: ReactNode; children: (close: () => void) => ReactNode; testId?: string; align?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // A click right after the hover opened the menu must not close it again (mouse and tablet taps).
  const openedByHover = useRef(false);
  const id = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.hash]);
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div ref={ref} className="relative" onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }} data-testid={props.testId}>
      <button type="button" className="nav-link inline-flex items-center gap-1" aria-expanded={open} aria-controls={id} onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}>
        {props.label}
        <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-50 min-w-56 pt-2 ${props.align === 'right' ? 'right-0' : 'left-0'}`}
      >
        <div className="rounded-xl border border-stone-200 bg-white p-2 shadow-xl dark:border-stone-700 dark:bg-stone-900">{props.children(() => setOpen(false))}</div>
      </div>
    </div>
  );
}
