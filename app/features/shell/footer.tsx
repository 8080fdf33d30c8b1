import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toClinicDate } from '../../../common/clinic-time';
import { LANGUAGES, LANGUAGE_NAMES, pickText } from '../../../common/i18n-config';
import { servicePath } from '../../../common/site-paths';
import { useLocale } from '../i18n/use-locale';
import { useLanguageHref } from './language-href';
import { LinkList } from './link-list';
import { ABOUT_LINKS } from './nav-data';
import { HoursNote, PlaceLinks, PlaceState, useClientNow } from './place-info';
import { placeAnchor, whatsappHref, type ShellData } from './shell-data';

/**
 * The clinic's offices (from the places table: name, today's state, address, phones, directions and
 * a link to their hours on /about), e-mail, social links, service and about links, languages, © year.
 */
export function Footer({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const { to, lng } = useLocale();
  const languageHref = useLanguageHref();
  const c = data.contact;
  const now = useClientNow();
  // The render date first, then the reader's clock: a cached page must hydrate as rendered, and the
  // year turns at midnight in Hong Kong.
  const year = Math.floor((now ? toClinicDate(now) : data.renderedOn) / 10000);
  return (
    <footer className="border-t border-stone-200 bg-stone-50 pb-24 text-sm lg:pb-0 dark:border-stone-800 dark:bg-stone-950" data-testid="footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact" className="sm:col-span-2">
          <h2 id="footer-contact" className="footer-h">{pickText(data.siteName, lng)}</h2>
          <ul className="grid gap-6 sm:grid-cols-2" data-testid="footer-places">
            {data.places.map((p) => (
              <li key={p.code} data-place={p.code}>
                <strong className="block font-medium">{p.name}</strong>
                {p.hours && <PlaceState hours={p.hours} now={now} />}
                <HoursNote note={p.hoursNote} />
                <span className="block text-stone-600 dark:text-stone-400">{p.address}</span>
                <PlaceLinks
                  place={p}
                  className="mt-1.5"
                  extra={<Link className="link inline-flex min-h-6 items-center" to={`${to('/about')}#${placeAnchor(p.code)}`}>{t('places.hours')}</Link>}
                />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a className="link" href={`mailto:${c.email}`}>{c.email}</a>
          </p>
          <h2 className="footer-h mt-6">{t('footer.follow')}</h2>
          <ul className="flex flex-wrap gap-3">
            <li><a className="link" href={whatsappHref(c.whatsapp)} rel="noopener noreferrer" target="_blank">WhatsApp</a></li>
            {c.instagramUrl && <li><a className="link" href={c.instagramUrl} rel="noopener noreferrer" target="_blank">Instagram</a></li>}
            {c.facebookUrl && <li><a className="link" href={c.facebookUrl} rel="noopener noreferrer" target="_blank">Facebook</a></li>}
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-h">{t('nav.services')}</h2>
          <LinkList className="space-y-1.5" links={data.services.map((s) => ({ to: to(servicePath(s.slug)), label: s.name }))} />
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-h">{t('footer.about')}</h2>
          <LinkList className="space-y-1.5" links={ABOUT_LINKS.map((l) => ({ to: to(l.path), label: t(l.key) }))} />
          <h2 className="footer-h mt-6">{t('footer.languages')}</h2>
          <ul className="flex flex-wrap gap-3">
            {LANGUAGES.map((l) => (
              <li key={l}><Link className="link-quiet" to={languageHref(l)} hrefLang={l} lang={l}>{LANGUAGE_NAMES[l]}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Side padding keeps the line clear of the floating contact button (bottom right). */}
      <p className="border-t border-stone-200 px-20 py-4 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
        {t('footer.copyright', { year, name: pickText(data.siteName, lng) })}
      </p>
    </footer>
  );
}
