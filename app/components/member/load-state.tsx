import { useTranslation } from 'react-i18next';

/** A reserved-height placeholder while data loads, or the failure with a retry button. */
export function LoadState({ failed, onRetry, minHeight = 'min-h-[20rem]' }: { failed: boolean; onRetry: () => void; minHeight?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`grid place-items-center ${minHeight}`} aria-busy={!failed}>
      {failed ? (
        <div className="text-center" role="alert">
          <p className="text-stone-700 dark:text-stone-300">{t('booking:loadFailed')}</p>
          <button type="button" className="btn btn-ghost mt-4" onClick={onRetry}>{t('booking:retry')}</button>
        </div>
      ) : (
        <p role="status" className="text-stone-600 dark:text-stone-400">{t('ui.loading')}</p>
      )}
    </div>
  );
}
