import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { orNotFound, pageContext } from '../../features/content/page-context';
import { Paragraphs } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import { whatsappHref } from '../../features/shell/shell-data';
import type { Route } from './+types/service';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const [s, all, site] = await Promise.all([orNotFound(services.content.service(args.params.slug)), services.content.services(), services.content.site()]);
  const name = pickText(s.name, lng);
  return {
    seo: { title: name, description: pickText(s.summary, lng), image: s.image, keywords: name },
    service: { slug: s.slug, name, summary: pickText(s.summary, lng), content: pickText(s.content, lng), highlights: s.highlights.map((h) => pickText(h, lng)), image: s.image },
    others: all.filter((o) => o.slug !== s.slug).map((o) => ({ slug: o.slug, name: pickText(o.name, lng) })),
    whatsapp: site.whatsapp,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function ServicePage({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  const s = d.service;
  return (
    <main id="main">
      <div className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-[#121212]">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-2">
          <div>
            <nav aria-label={t('breadcrumb')} className="text-sm">
              <Link className="link" to={to('/services')}>{t('services.title')}</Link>
            </nav>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl dark:text-emerald-100">{s.name}</h1>
            <p className="mt-3 text-lg text-stone-600 dark:text-stone-400">{s.summary}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link className="btn btn-primary" to={to('/booking')} data-testid="service-book">{t('booking:bookNow')}</Link>
              <a className="btn btn-ghost" href={whatsappHref(d.whatsapp)} target="_blank" rel="noopener noreferrer">{t('service.enquire')}</a>
            </div>
          </div>
          <img src={s.image} alt="" width="1280" height="720" fetchPriority="high" className="aspect-video w-full rounded-2xl object-cover" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <article>
          {s.highlights.length > 0 && (
            <ul className="mb-8 grid gap-3 sm:grid-cols-2">
              {s.highlights.map((h) => (
                <li key={h} className="card flex gap-2 p-4"><span aria-hidden="true" className="text-emerald-700 dark:text-emerald-400">✓</span>{h}</li>
              ))}
            </ul>
          )}
          <Paragraphs text={s.content} className="text-lg" />
        </article>
        <aside aria-labelledby="other-services">
          <h2 id="other-services" className="font-semibold">{t('service.others')}</h2>
          <ul className="mt-3 space-y-2">
            {d.others.map((o) => (
              <li key={o.slug}><Link className="link-quiet" to={to(servicePath(o.slug))}>{o.name}</Link></li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
