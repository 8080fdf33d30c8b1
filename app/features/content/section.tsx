import type { ReactNode } from 'react';

/** A page section with a heading; `id` makes it a home page anchor. */
export function Section(props: { id?: string; title: string; lead?: string; children: ReactNode; className?: string; as?: 'h1' | 'h2' }) {
  const H = props.as ?? 'h2';
  return (
    <section id={props.id} aria-labelledby={props.id ? `${props.id}-title` : undefined} className={`mx-auto max-w-7xl px-4 py-12 sm:py-16 ${props.className ?? ''}`}>
      <H id={props.id ? `${props.id}-title` : undefined} className="text-2xl font-bold tracking-tight text-emerald-950 sm:text-3xl dark:text-emerald-100">
        {props.title}
      </H>
      {props.lead && <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-400">{props.lead}</p>}
      <div className="mt-8">{props.children}</div>
    </section>
  );
}

/** The titled paragraphs of a text page (/about, /privacy): one section each, named by its heading `<idPrefix>-<key>`. */
export function TitledTexts(p: { idPrefix: string; items: readonly { key: string; title: string; text: string }[]; textClass: string }) {
  return p.items.map((item) => (
    <section key={item.key} aria-labelledby={`${p.idPrefix}-${item.key}`}>
      <h2 id={`${p.idPrefix}-${item.key}`} className="text-xl font-semibold">{item.title}</h2>
      <p className={p.textClass}>{item.text}</p>
    </section>
  ));
}

/** Body text stored with blank lines between paragraphs. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed ${className}`}>
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The width of a page's content: the site's full width, or a reading measure kept on the same left edge. */
export type PageMeasure = 'wide' | 'text';

/**
 * Classes of a page's body under its title: the same container as the title block (so headings and
 * text share one left edge with the header), with each direct child held to a reading measure for
 * text pages. Exported for pages that keep their own element.
 */
export function pageBodyClass(measure: PageMeasure = 'wide'): string {
  return `mx-auto w-full max-w-7xl px-4 pt-4 pb-12 sm:pt-6 ${measure === 'text' ? '*:max-w-3xl' : ''}`;
}

/** A page's body under its title (see pageBodyClass). */
export function PageBody({ measure = 'wide', className = '', children }: { measure?: PageMeasure; className?: string; children: ReactNode }) {
  return <div className={`${pageBodyClass(measure)} ${className}`}>{children}</div>;
}

/**
 * The title block of every public page: one position, spacing and width for the h1 and its lead on
 * /team, /services, /blog, /faq, /about, /privacy, /events, a service, a post and an event. Optional
 * parts keep their places: a breadcrumb above the h1, facts (date, author, state) and actions
 * below the lead, and an illustration beside it from 992 px.
 */
export function PageTitle(props: { title: string; lead?: string; breadcrumb?: ReactNode; meta?: ReactNode; actions?: ReactNode; aside?: ReactNode }) {
  const text = (
    <div className="min-w-0">
      {props.breadcrumb && <div className="mb-3 text-sm">{props.breadcrumb}</div>}
      <h1 className="max-w-4xl text-3xl font-bold tracking-tight break-words text-emerald-950 sm:text-4xl dark:text-emerald-100">{props.title}</h1>
      {props.lead && <p className="mt-3 max-w-2xl text-lg text-stone-600 dark:text-stone-400">{props.lead}</p>}
      {props.meta && <div className="mt-3 text-sm text-stone-600 dark:text-stone-400">{props.meta}</div>}
      {props.actions && <div className="mt-6 flex flex-wrap gap-3">{props.actions}</div>}
    </div>
  );
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]" data-testid="page-title">
      <div className={`mx-auto max-w-7xl px-4 pt-10 pb-8 sm:pt-14 sm:pb-10 ${props.aside ? 'grid items-start gap-8 lg:grid-cols-2' : ''}`}>
        {text}
        {props.aside}
      </div>
    </div>
  );
}
