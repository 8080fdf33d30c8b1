import type { LocalizedText } from '../../../common/i18n-config';

/** What the site layout loader sends for the shell (nav dropdowns, footer), in the page's language. */
export interface ShellData {
  siteName: LocalizedText;
  services: { slug: string; name: string }[];
  places: { code: string; name: string; address: string; phone: string }[];
  contact: {
    phone: string;
    phone2: string;
    whatsapp: string;
    email: string;
    branchAddress: string;
    branchPhone: string;
    instagramUrl: string;
    facebookUrl: string;
  };
}

/** tel: link from a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** WhatsApp click-to-chat link from the number in site settings. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
