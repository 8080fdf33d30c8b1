import type { ReactNode } from 'react';
import { LANGUAGES, pickText, type Lng } from '../../../common/i18n-config';

/** A cell's main text with a smaller line below (a plan's kind, a staff member's title). */
export function TitleCell({ title, sub }: { title: ReactNode; sub?: ReactNode }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      {sub && <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">{sub}</span>}
    </>
  );
}

/** A name in the screen's language, the other languages below it (each marked with its lang). */
export function NameCell({ name, lng }: { name: Record<Lng, string>; lng: Lng }) {
  const others = LANGUAGES.filter((l) => l !== lng).map((l) => (
    <span key={l} lang={l} className="mr-2">
      {name[l]}
    </span>
  ));
  return <TitleCell title={pickText(name, lng)} sub={others} />;
}

/** An on/off (yes/no) flag in a cell: a badge when on, quiet text when off. */
export function Flag({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return on ? <span className="badge">{onText}</span> : <span className="text-stone-600 dark:text-stone-400">{offText}</span>;
}

/** A 16:9 thumbnail of a row's picture (banner, cover, offer image); decorative — the row's title names it. */
export function ThumbCell({ src }: { src: string }) {
  return <img src={src} alt="" loading="lazy" className="aspect-video w-24 rounded-md object-cover" />;
}

