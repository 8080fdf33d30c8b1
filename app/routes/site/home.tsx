import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/constants';
import { pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { bookingHref } from '../../features/booking/flow-state';
import { cardGridClass } from '../../features/content/card-grid';
import { LibraryImage } from '../../features/content/library-image';
import { pageContext, picturesFor } from '../../features/content/page-context';
import { HeroArt } from '../../features/content/hero-art';
import { Section } from '../../features/content/section';
import { useLocale } from '../../features/i18n/use-locale';
import { AnchorLink } from '../../features/shell/anchor-link';
import type { RouteHandle } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import { PlaceCard } from '../../features/shell/place-info';
import { placeView, telHref, whatsappHref } from '../../features/shell/shell-data';
import type { Route } from './+types/home';
import { enumLabelKey } from '../../../common/enum-labels';

export const handle: RouteHandle = { layout: { isNavTransparent: true } };

export async function loader(args: Route.LoaderArgs) {
  const { services, lng, t } = await pageContext(args);
  const c = services.content;
  const [site, promotions, svc, allTeam, reviews, places] = await Promise.all([c.site(), c.promotions(), c.services(), c.team(), c.reviews(), c.places()]);
  const hours = await c.placeHours();
  const team = allTeam.filter((m) => m.isTherapist).slice(0, 4);
  const pic = await picturesFor(services, [...promotions.map((p) => p.image), ...svc.map((s) => s.image), ...team.map((m) => m.photo)]);
  return {
    seo: { title: t('site:home.seoTitle'), description: pickText(site.description, lng) },
    phone: site.phone,
    whatsapp: site.whatsapp,
    // Each offer at the price booking charges, leading into booking with the offer applied.
    promotions: promotions.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: pickText(p.title, lng),
      desc: pickText(p.desc, lng),
      price: p.offerCents,
      was: p.listCents,
      href: bookingHref(p.kind === 'basic' && p.planIds.length === 1 ? { promo: p.id, plan: p.planIds[0], step: 'plan' } : { promo: p.id }),
      image: pic(p.image),
    })),
    services: svc.map((s) => ({ slug: s.slug, name: pickText(s.name, lng), summary: pickText(s.summary, lng), image: pic(s.image) })),
    team: team.map((m) => ({ slug: m.slug, name: pickText(m.name, lng), title: pickText(m.title, lng), photo: pic(m.photo) })),
    reviews: reviews.map((r) => ({ id: r.id, author: pickText(r.author, lng), content: pickText(r.content, lng), rating: r.rating, reply: pickText(r.reply, lng) })),
    places: places.map((p) => placeView(p, hours.get(p.id), lng, site.hoursNote)),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

/** A promotion card's width: one column on phones, up to three in the 80rem page. */
const CARD_SIZES = '(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw';

function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span aria-label={label} role="img" className="text-amber-600 dark:text-amber-400">
      {'★'.repeat(n)}
      <span className="text-stone-300 dark:text-stone-600">{'★'.repeat(5 - n)}</span>
    </span>
  );
}

/** The reviews' average as people read it ("4.9"), or null when there are none. */
function averageRating(reviews: { rating: number }[], lng: string) {
  if (reviews.length === 0) return null;
  const avg = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return { average: avg.toLocaleString(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: reviews.length };
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation();
  const { to, lng } = useLocale();
  const rating = averageRating(d.reviews, lng);
  return (
    <main id="main">
      <section id="aloha" aria-labelledby="aloha-title" className="relative -mt-[var(--nav-h)] overflow-hidden bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700 pt-[var(--nav-h)] text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-emerald-200 uppercase">{t('home.hero.kicker')}</p>
            <h1 id="aloha-title" className="mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">{t('home.hero.title')}</h1>
            <p className="mt-5 max-w-2xl text-lg text-emerald-50">{t('home.hero.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={to(bookingHref({}))} className="btn bg-white text-emerald-900 hover:bg-emerald-50" data-testid="hero-book">{tc('booking:bookNow')}</Link>
              <AnchorLink section="services" className="btn border border-white/70 text-white hover:bg-white/10">{t('home.hero.cta')}</AnchorLink>
              <a className="btn border border-white/70 text-white hover:bg-white/10" href={whatsappHref(d.whatsapp)} target="_blank" rel="noopener noreferrer">{t('home.hero.whatsapp')}</a>
            </div>
          </div>
          <div className="relative hidden lg:block" data-testid="hero-aside">
            <HeroArt className="h-auto w-full" />
            {rating && (
              <p className="absolute bottom-4 left-0 flex items-center gap-2 rounded-2xl bg-white/95 px-4 py-3 text-sm font-medium text-stone-800 shadow-xl" data-testid="hero-rating">
                <span className="text-lg text-amber-600" aria-hidden="true">★</span>
                {t('home.hero.rating', { rating: rating.average, count: rating.count })}
              </p>
            )}
            <p className="absolute top-6 right-0 flex items-center gap-2 rounded-2xl bg-white/95 px-4 py-3 text-sm font-medium text-stone-800 shadow-xl">
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-emerald-700" aria-hidden="true">
                <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
              <span className="sr-only">{t('home.hero.places')}</span>
              {d.places.map((p) => p.name).join(' · ')}
            </p>
          </div>
        </div>
      </section>

      <Section id="promotion" title={tc('home.section.promotion')} lead={t('home.promotion.lead')}>
        {/* Never one card alone on the last row, at any width (features/content/card-grid.ts). */}
        <ul className={`grid gap-5 ${cardGridClass(d.promotions.length)}`} data-testid="promotion-list">
          {d.promotions.map((p) => (
            <li key={p.id} className="card flex flex-col overflow-hidden" data-testid="promotion-card">
              <LibraryImage picture={p.image} sizes={CARD_SIZES} width={640} height={360} className="aspect-video w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <span className="badge self-start">{tc(enumLabelKey('planKind', p.kind))}</span>
                <h3 className="mt-2 text-lg font-semibold">{p.title}</h3>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{p.desc}</p>
                <p className="mt-3 text-xl font-bold text-emerald-800 dark:text-emerald-300" data-testid="promotion-price">
                  {formatMoney(p.price)}
                  {p.was !== null && (
                    <s className="ml-2 text-sm font-normal text-stone-500 dark:text-stone-400">
                      <span className="sr-only">{t('home.promotion.was')} </span>
                      {formatMoney(p.was)}
                    </s>
                  )}
                </p>
                <Link to={to(p.href)} className="btn btn-primary mt-4 self-start" data-testid="promotion-book" aria-label={t('home.promotion.bookLabel', { title: p.title })}>
                  {t(p.kind === 'addon' ? 'home.promotion.bookAddon' : 'home.promotion.book')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title={tc('home.section.services')} lead={t('home.services.lead')} className="scroll-mt-[70px]">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {d.services.map((s) => (
            <li key={s.slug}>
              <Link to={to(servicePath(s.slug))} className="card block h-full overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg">
                <LibraryImage picture={s.image} sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw" width={640} height={360} className="aspect-video w-full object-cover" />
                <div className="p-4">
                  <h3 className="font-semibold">{s.name}</h3>
                  <p className="mt-1 line-clamp-3 text-sm text-stone-600 dark:text-stone-400">{s.summary}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="diagnosis" title={tc('home.section.diagnosis')} lead={t('home.diagnosis.lead')} className="bg-emerald-50/60 dark:bg-emerald-950/20">
        <ol className="grid gap-5 sm:grid-cols-3">
          {(['assess', 'treat', 'prevent'] as const).map((step, i) => (
            <li key={step} className="card p-5">
              <span className="grid h-9 w-9 place-items-center rounded-full bg-emerald-800 font-bold text-white dark:bg-emerald-700">{i + 1}</span>
              <h3 className="mt-3 font-semibold">{t(`home.diagnosis.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t(`home.diagnosis.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="team" title={tc('home.section.team')} lead={t('home.team.lead')}>
        <ul className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {d.team.map((m) => (
            <li key={m.slug} className="text-center">
              <LibraryImage picture={m.photo} sizes="(min-width: 1024px) 18rem, 50vw" width={240} height={300} className="mx-auto aspect-[4/5] w-full rounded-2xl object-cover" />
              <h3 className="mt-3 font-semibold">{m.name}</h3>
              <p className="text-sm text-stone-600 dark:text-stone-400">{m.title}</p>
            </li>
          ))}
        </ul>
        <Link to={to('/team')} className="btn btn-ghost mt-8">{t('home.team.more')}</Link>
      </Section>

      <Section id="reviews" title={tc('home.section.reviews')} className="bg-stone-50 dark:bg-stone-900/40">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {d.reviews.map((r) => (
            <li key={r.id} className="card p-5">
              <Stars n={r.rating} label={t('home.reviews.rating', { n: r.rating })} />
              <blockquote className="mt-2 text-stone-700 dark:text-stone-300">“{r.content}”</blockquote>
              <p className="mt-3 text-sm font-medium">— {r.author}</p>
              {r.reply && (
                <div className="mt-3 border-l-2 border-emerald-700 pl-3 text-sm text-stone-700 dark:border-emerald-500 dark:text-stone-300" data-testid="review-reply">
                  <p className="font-medium text-emerald-900 dark:text-emerald-200">{t('home.reviews.reply')}</p>
                  <p className="whitespace-pre-line">{r.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about" title={tc('home.section.about')}>
        <div className="grid gap-8 lg:grid-cols-2">
          <p className="text-lg leading-relaxed">{t('home.about.text')}</p>
          <ul className="grid grid-cols-2 gap-4">
            {(['years', 'therapists', 'offices', 'languages'] as const).map((k) => (
              <li key={k} className="card p-5">
                <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">{t(`home.about.stats.${k}.value`)}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">{t(`home.about.stats.${k}.label`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <Link to={to('/about')} className="btn btn-ghost mt-8">{t('home.about.more')}</Link>
      </Section>

      <Section id="contact" title={tc('home.section.contact')} lead={t('home.contact.lead')} className="bg-emerald-50/60 dark:bg-emerald-950/20">
        <ul className="grid gap-5 md:grid-cols-2">
          {d.places.map((p) => (
            <li key={p.code}>
              <PlaceCard place={p} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <a className="btn btn-primary" href={telHref(d.phone)}>{t('home.contact.call', { phone: d.phone })}</a>
          <a className="btn btn-ghost" href={whatsappHref(d.whatsapp)} target="_blank" rel="noopener noreferrer">{t('home.hero.whatsapp')}</a>
        </div>
      </Section>
    </main>
  );
}
