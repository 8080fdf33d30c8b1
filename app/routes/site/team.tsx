import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StickyBookBar } from '../../features/booking/book-now-bar';
import { bookingHref } from '../../features/booking/flow-state';
import { useLocale } from '../../features/i18n/use-locale';
import { pickText } from '../../../common/i18n-config';
import { LibraryImage } from '../../features/content/library-image';
import { TeamGallery } from '../../features/content/team-gallery';
import { pageContext, picturesFor } from '../../features/content/page-context';
import { pageBodyClass, PageTitle } from '../../features/content/section';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/team';

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const [team, places] = await Promise.all([services.content.team(), services.content.places()]);
  const [pic, albums] = await Promise.all([
    picturesFor(services, team.map((m) => m.photo)),
    Promise.all(team.map((m) => (m.albumId === null ? [] : services.content.albumPhotos(m.albumId)))),
  ]);
  return {
    seo: { title: t('site:team.title'), description: t('site:team.lead') },
    team: team.map((m, i) => ({
      id: m.id,
      slug: m.slug,
      /** Members can book this therapist online. */
      bookable: m.isTherapist && m.bookCfg.isEnable,
      name: pickText(m.name, lng),
      title: pickText(m.title, lng),
      bio: pickText(m.bio, lng),
      photo: pic(m.photo),
      qualifications: m.qualifications.map((q) => pickText(q, lng)),
      /** The album's newest photos (none without an album); alt text in the page's language only ('' = none written). */
      gallery: albums[i]!.map((p) => ({ id: p.id, picture: p.picture, alt: p.alt[lng] })),
      place: pickText(places.find((p) => p.id === m.placeId)?.name, lng),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Team({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { to } = useLocale();
  return (
    <main id="main">
      <PageTitle title={t('team.title')} lead={t('team.lead')} />
      <ul className={`${pageBodyClass()} grid gap-6 md:grid-cols-2`}>
        {d.team.map((m, i) => (
          <li key={m.slug} id={m.slug} className="card p-5">
            <div className="flex flex-col gap-5 sm:flex-row">
              <LibraryImage picture={m.photo} sizes="(min-width: 640px) 10rem, 8rem" width={160} height={200} load={i < 2 ? 'eager' : 'lazy'} className="aspect-[4/5] w-32 shrink-0 rounded-xl object-cover sm:w-40" />
              <div>
                <h2 className="text-xl font-semibold">{m.name}</h2>
                <p className="text-emerald-800 dark:text-emerald-300">{m.title}</p>
                {m.place && <p className="text-sm text-stone-600 dark:text-stone-400">{t('team.place', { place: m.place })}</p>}
                <p className="mt-3 leading-relaxed">{m.bio}</p>
                {m.bookable && (
                  <Link className="btn btn-primary mt-4" to={to(bookingHref({ prefer: m.id }))} data-testid={`book-with-${m.slug}`}>
                    {t('team.bookWith', { name: m.name })}
                  </Link>
                )}
                {m.qualifications.length > 0 && (
                  <>
                    <h3 className="mt-3 text-sm font-semibold">{t('team.qualifications')}</h3>
                    <ul className="mt-1 list-disc pl-5 text-sm text-stone-700 dark:text-stone-300">
                      {m.qualifications.map((q) => <li key={q}>{q}</li>)}
                    </ul>
                  </>
                )}
              </div>
            </div>
            {m.gallery.length > 0 && <TeamGallery name={m.name} photos={m.gallery} />}
          </li>
        ))}
      </ul>
      <StickyBookBar to={to(bookingHref({}))}>{t('booking:bookNow')}</StickyBookBar>
    </main>
  );
}
