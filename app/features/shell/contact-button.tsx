import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconChat, IconClose, IconPhone } from './icons';
import { telHref, whatsappHref } from './shell-data';
import { useDismiss } from './use-dismiss';

/**
 * Floating contact button: a menu with a phone call link and a WhatsApp link (site settings). It
 * must never cover content or controls: pages where people work through a task (booking, sign-in,
 * the member area, chat) turn it off with `hasContactButton: false`; the footer keeps its last line
 * clear of it; and where a page has a sticky bar it rises above it (`.contact-fab` in app.css).
 */
export function ContactButton({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div ref={ref} className="contact-fab fixed right-4 bottom-20 z-30 flex flex-col items-end gap-2 lg:bottom-6" data-testid="contact-button">
      {open && (
        <ul id="contact-menu" className="space-y-2">
          <li>
            <a className="contact-pill" href={telHref(phone)}>
              <IconPhone width={18} height={18} /> {t('contact.call')}
            </a>
          </li>
          <li>
            <a className="contact-pill" href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
              <IconChat width={18} height={18} /> {t('contact.whatsapp')}
            </a>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="grid h-14 w-14 place-items-center rounded-full bg-emerald-800 text-white shadow-lg hover:bg-emerald-900 dark:bg-emerald-700"
        aria-expanded={open}
        aria-controls="contact-menu"
        aria-label={t('contact.open')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <IconClose /> : <IconChat />}
      </button>
    </div>
  );
}
