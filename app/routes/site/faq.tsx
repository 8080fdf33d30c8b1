import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { enumLabelKey } from '../../../common/enum-labels';
import { FAQ_TYPES as TYPES } from '../../../common/content-enums';
import { faqTypePath } from '../../../common/site-paths';
import { pageContext } from '../../features/content/page-context';
import { pageBodyClass, PageTitle } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/faq';

type FaqTypeParam = (typeof TYPES)[number];

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const raw = new URL(args.request.url).searchParams.get('type');
  const type = TYPES.find((x) => x === raw);
  const faqs = await services.content.faqs(type);
  return {
    seo: { title: type ? `${t(enumLabelKey('faqType', type))} – ${t('site:faq.title')}` : t('site:faq.title'), description: t('site:faq.lead') },
    type: (type ?? null) as FaqTypeParam | null,
    groups: TYPES.filter((x) => !type || x === type).map((x) => ({
      type: x,
      items: faqs.filter((f) => f.type === x).map((f) => ({ id: f.id, q: pickText(f.question, lng), a: pickText(f.answer, lng) })),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Faq({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const tab = (active: boolean) => `rounded-full border px-4 py-1.5 text-sm ${active ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`;
  return (
    <main id="main">
      <PageTitle title={t('faq.title')} lead={t('faq.lead')} />
      <div className={pageBodyClass('text')}>
        <nav aria-label={t('faq.types')} className="flex flex-wrap gap-2">
          <Link to={to('/faq')} className={tab(!d.type)} aria-current={!d.type ? 'page' : undefined}>{t('faq.all')}</Link>
          {TYPES.map((x) => (
            <Link key={x} to={to(faqTypePath(x))} className={tab(d.type === x)} aria-current={d.type === x ? 'page' : undefined}>{t(enumLabelKey('faqType', x))}</Link>
          ))}
        </nav>
        {d.groups.map((g) => (
          <section key={g.type} aria-labelledby={`faq-${g.type}`} className="mt-10">
            <h2 id={`faq-${g.type}`} className="text-xl font-semibold">{t(enumLabelKey('faqType', g.type))}</h2>
            <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 dark:divide-stone-800 dark:border-stone-800">
              {g.items.map((f) => (
                <details key={f.id} className="group p-4">
                  <summary className="cursor-pointer list-none font-medium marker:hidden">
                    <span className="flex items-start justify-between gap-4">{f.q}<span aria-hidden="true" className="transition-transform group-open:rotate-45">+</span></span>
                  </summary>
                  <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300">{f.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
