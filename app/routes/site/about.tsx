import { useTranslation } from 'react-i18next';
import { pageContext } from '../../features/content/page-context';
import { pageBodyClass, PageTitle, TitledTexts } from '../../features/content/section';
import { pageMeta } from '../../features/shell/seo';
import { PlaceCard } from '../../features/shell/place-info';
import { placeView } from '../../features/shell/shell-data';
import type { Route } from './+types/about';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const [places, hours, site] = await Promise.all([services.content.places(), services.content.placeHours(), services.content.site()]);
  return {
    seo: { title: t('site:about.title'), description: t('site:about.lead') },
    places: places.map((p) => placeView(p, hours.get(p.id), lng, site.hoursNote)),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function About({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  return (
    <main id="main">
      <PageTitle title={t('about.title')} lead={t('about.lead')} />
      <div className={`${pageBodyClass('text')} space-y-10`}>
        <TitledTexts idPrefix="about" textClass="mt-3 text-lg leading-relaxed" items={(['mission', 'approach', 'values'] as const).map((k) => ({ key: k, title: t(`about.${k}.title`), text: t(`about.${k}.text`) }))} />
        <section aria-labelledby="about-offices">
          <h2 id="about-offices" className="text-xl font-semibold">{t('about.offices')}</h2>
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {d.places.map((p) => (
              <li key={p.code}>
                <PlaceCard place={p} anchor />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
