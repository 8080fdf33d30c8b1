import type { ReactNode } from 'react';
import { LANGUAGES, pickText, type Lng } from '../../../common/i18n-config';
import { formatMemberCode } from '../../../common/validators/member-code';
import type { Column } from './data-list';

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


/** A member in a list of what members owe or hold: the name (or a link), then the member code and phone. */
export interface MemberFacts {
  name: string;
  code: string;
  phone: string;
}

/**
 * The "Member" column of a settlement list (payments, packages): the card's title on phones, the
 * code and phone below the name (named for screen readers), all three in the CSV.
 */
export function memberColumn<Row>(o: { header: string; labels: { code: string; phone: string }; of: (row: Row) => MemberFacts; name?: (row: Row) => ReactNode }): Column<Row> {
  return {
    id: 'member',
    header: o.header,
    cardTitle: true,
    csv: (r) => {
      const m = o.of(r);
      return `${m.name} ${formatMemberCode(m.code)} ${m.phone}`;
    },
    cell: (r) => {
      const m = o.of(r);
      return (
        <TitleCell
          title={o.name ? o.name(r) : m.name}
          sub={
            <>
              <span className="font-mono tracking-wider whitespace-nowrap">
                <span className="sr-only">{o.labels.code} </span>
                {formatMemberCode(m.code)}
              </span>
              <span className="block whitespace-nowrap">
                <span className="sr-only">{o.labels.phone} </span>
                {m.phone}
              </span>
            </>
          }
        />
      );
    },
  };
}
