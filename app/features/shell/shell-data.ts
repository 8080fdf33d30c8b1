import { pickText, type LocalizedText, type Lng } from '../../../common/i18n-config';
import { mapSearchUrl, type OpeningHours } from '../../../common/opening-hours';
import { isHttpsUrl } from '../../../common/validators/site-values';
import type { PlaceHours } from '../../../server/domain/content/list-place-hours';
import type { Place } from '../../../server/domain/content/list-places';

/** One office as the public pages show it (home #contact, /about, footer), in the page's language. */
export interface PlaceView {
  code: string;
  name: string;
  address: string;
  /** How to get there from the MTR exit; may be empty. */
  addressDesc: string;
  /** The place's phone and its second phone when set. */
  phones: string[];
  /** The place's own map link, else a map search for its address. */
  directionsUrl: string;
  /** Null only when the hours could not be matched to the place (it was hidden in between). */
  hours: OpeningHours | null;
  /** The clinic's note shown with every place's opening hours (site settings); empty = none. */
  hoursNote: string;
}

/** What the site layout loader sends for the shell (nav dropdowns, footer), in the page's language. */
export interface ShellData {
  /** The clinic date (YYYYMMDD) the page was rendered on: what the browser shows until it reads its own clock. */
  renderedOn: number;
  siteName: LocalizedText;
  services: { slug: string; name: string }[];
  places: PlaceView[];
  contact: {
    phone: string;
    whatsapp: string;
    email: string;
    instagramUrl: string;
    facebookUrl: string;
  };
}

/** A place row and its opening hours (with the site's hours note), in one language: what loaders send to the place cards. */
export function placeView(p: Place, hours: PlaceHours | undefined, lng: Lng, hoursNote?: LocalizedText): PlaceView {
  const address = pickText(p.address, lng);
  return {
    code: p.code,
    name: pickText(p.name, lng),
    address,
    addressDesc: pickText(p.addressDesc, lng),
    phones: [p.phone, p.phone2].filter((x) => x.trim() !== ''),
    directionsUrl: isHttpsUrl(p.mapUrl) ? p.mapUrl : mapSearchUrl(address),
    hours: hours ? { ...hours, exceptions: hours.exceptions.map((e) => ({ ...e, names: e.names.map((n) => pickText(n, lng)) })) } : null,
    hoursNote: hoursNote?.[lng].trim() ?? '',
  };
}

/** The id of a place's card on /about, which the footer links to for its hours. */
export const placeAnchor = (code: string) => `place-${code}`;

/** tel: link from a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** WhatsApp click-to-chat link from the number in site settings. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
