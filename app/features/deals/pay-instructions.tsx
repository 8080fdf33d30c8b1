import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { useQrImage } from '../../components/qr-image';
import { toast } from '../overlays/overlay-store';
import type { PayInstruction } from './api';
import { payLink } from './receipt-rules';

/** The PayMe link as a QR code to scan with the PayMe app on another phone (spec: "PayMe QR"). */
function PaymeQr({ link }: { link: string }) {
  const { t } = useTranslation();
  const { src } = useQrImage(link);
  return (
    <figure className="mt-3 flex items-center gap-3">
      <span className="grid h-32 w-32 shrink-0 place-items-center overflow-hidden rounded-lg bg-[#fdf6e3] ring-1 ring-stone-200 dark:ring-stone-700">
        {src && <img src={src} width={128} height={128} alt={t('pay:instructions.paymeQrAlt')} className="h-32 w-32" data-testid="payme-qr" />}
      </span>
      <figcaption className="text-sm text-stone-600 dark:text-stone-400">{t('pay:instructions.paymeQrHint')}</figcaption>
    </figure>
  );
}

/** One way to pay: the method, its details (a PayMe link as a link and a QR code) and a copy button. */
function InstructionCard({ item }: { item: PayInstruction }) {
  const { t } = useTranslation();
  const uid = useId();
  const method = t(enumLabelKey('paymentMethod', item.method));
  const link = item.method === 'PAYME' ? payLink(item.value) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.value);
      toast(t('pay:instructions.copied'));
    } catch {
      // No clipboard permission (or not a secure context): select the text for a manual copy.
      const el = document.getElementById(`${uid}-value`);
      const selection = window.getSelection();
      if (el && selection) selection.selectAllChildren(el);
      toast(t('pay:instructions.copyManually'));
    }
  };
  return (
    <li className="rounded-xl border border-stone-200 p-4 dark:border-stone-700" data-testid="pay-instruction" data-method={item.method}>
      <p className="text-sm font-semibold text-emerald-900 dark:text-emerald-200">{method}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={`${uid}-value`} className="min-w-0 font-mono text-base break-all whitespace-pre-line" data-testid="pay-instruction-value">
          {link ? <a className="link" href={link} target="_blank" rel="noopener noreferrer">{item.value}</a> : item.value}
        </p>
        <button type="button" className="btn btn-ghost shrink-0" onClick={() => void copy()} aria-label={t('pay:instructions.copyLabel', { method })} data-testid="pay-instruction-copy">
          {t('pay:instructions.copy')}
        </button>
      </div>
      {link && <PaymeQr link={link} />}
    </li>
  );
}

/** How to pay offline: one card a method the clinic has set up. */
export function PayInstructions({ items, amount }: { items: PayInstruction[]; amount: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pay-instructions-title" className="card p-5 sm:p-6" data-testid="pay-instructions">
      <h2 id="pay-instructions-title" className="text-lg font-semibold text-emerald-950 dark:text-emerald-100">{t('pay:instructions.title')}</h2>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{t('pay:instructions.lead', { amount })}</p>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((i) => <InstructionCard key={i.method} item={i} />)}
      </ul>
    </section>
  );
}
