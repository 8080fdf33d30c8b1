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

export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-stone-600 dark:text-stone-400">{lead}</p>}
      </div>
    </div>
  );
}
