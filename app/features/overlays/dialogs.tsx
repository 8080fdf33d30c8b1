import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forceCloseOverlay, nextId, openOverlay } from './overlay-store';

interface MessageBoxProps {
  kind: 'alert' | 'confirm';
  message?: ReactNode;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
  /** Alerts of spec §8 carry the report-a-persistent-problem footer. */
  withReportFooter?: boolean;
  onAnswer: (yes: boolean) => void;
}

function MessageBox(p: MessageBoxProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="whitespace-pre-line text-base">{p.messageKey ? t(p.messageKey, p.messageParams) : p.message}</div>
      {p.withReportFooter && <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">{t('popup.alert.footer')}</p>}
      <div className="mt-5 flex justify-end gap-2">
        {p.kind === 'confirm' && (
          <button type="button" className="btn btn-ghost" onClick={() => p.onAnswer(false)}>
            {t('btn.no')}
          </button>
        )}
        <button type="button" className="btn btn-primary" data-autofocus onClick={() => p.onAnswer(true)}>
          {p.kind === 'confirm' ? t('btn.yes') : t('btn.ok')}
        </button>
      </div>
    </div>
  );
}

function messageBox(titleKey: string, props: Omit<MessageBoxProps, 'onAnswer'>): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Alert call out of window'));
  return new Promise((resolve) => {
    const id = nextId('box');
    let answered = false;
    const answer = (yes: boolean) => {
      answered = true;
      forceCloseOverlay(id);
      resolve(yes);
    };
    openOverlay({
      id,
      mode: 'box',
      titleKey,
      Body: <MessageBox {...props} onAnswer={answer} />,
      onClose: () => {
        if (!answered) resolve(false);
      },
    });
  });
}

/** Spec §8 popup: title popup.alert.title (訊息), button btn.ok (確定), the report footer. */
export function alertBox(opts: { message?: ReactNode; messageKey?: string; messageParams?: Record<string, unknown>; titleKey?: string }) {
  const { titleKey = 'popup.alert.title', ...rest } = opts;
  return messageBox(titleKey, { kind: 'alert', withReportFooter: true, ...rest }).then(() => undefined);
}

/** A yes/no question; resolves true for yes, false for no or dismissal. */
export function confirmBox(opts: { titleKey: string; messageKey?: string; message?: ReactNode }) {
  const { titleKey, ...rest } = opts;
  return messageBox(titleKey, { kind: 'confirm', ...rest });
}
