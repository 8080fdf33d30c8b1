import { useTranslation } from 'react-i18next';
import { pickText } from '../../../common/i18n-config';
import { pageContext } from '../../features/content/page-context';
import { pageBodyClass, PageTitle } from '../../features/content/section';
import { pageMeta } from '../../features/shell/seo';
import { telHref } from '../../features/shell/shell-data';
import type { Route } from './+types/about';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const places = await services.content.places();
  return {
    seo: { title: t('site:about.title'), description: t('site:about.lead') },
    places: places.map((p) => ({ code: p.code, name: pickText(p.name, lng), address: pickText(p.address, lng), addressDesc: pickText(p.addressDesc, lng), phone: p.phone })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function About({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  return (
    <main id="main">
      <PageTitle title={t('about.title')} lead={t('about.lead')} />
      <div className={`${pageBodyClass('text')} space-y-10`}>
        {(['mission', 'approach', 'values'] as const).map((k) => (
          <section key={k} aria-labelledby={`about-${k}`}>
            <h2 id={`about-${k}`} className="text-xl font-semibold">{t(`about.${k}.title`)}</h2>
            <p className="mt-3 text-lg leading-relaxed">{t(`about.${k}.text`)}</p>
          </section>
        ))}
        <section aria-labelledby="about-offices">
          <h2 id="about-offices" className="text-xl font-semibold">{t('about.offices')}</h2>
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {d.places.map((p) => (
              <li key={p.code} className="card p-5">
                <h3 className="font-semibold">{p.name}</h3>
                <p className="mt-1">{p.address}</p>
                {p.addressDesc && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{p.addressDesc}</p>}
                <a className="link mt-2 inline-block" href={telHref(p.phone)}>{p.phone}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
