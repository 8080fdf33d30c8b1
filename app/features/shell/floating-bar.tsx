import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft } from './icons';
import type { FloatingBarOptions } from './layout-settings';

/** Spec §2 optional floating top bar: back arrow (history back, a callback or a link), title, right action. */
export function FloatingBar({ options }: { options: FloatingBarOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { leftAction = 'back' } = options;
  const back =
    typeof leftAction === 'object' ? (
      <Link to={leftAction.to} className="icon-btn" aria-label={t('btn.back')}><IconArrowLeft /></Link>
    ) : (
      <button type="button" className="icon-btn" aria-label={t('btn.back')} onClick={() => (leftAction === 'back' ? navigate(-1) : leftAction())}>
        <IconArrowLeft />
      </button>
    );
  const title = options.title ?? (options.titleKey ? t(options.titleKey, options.titleParam) : '');
  return (
    <div className={`sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-[#121212]/95 ${options.className ?? ''}`} style={options.style} data-testid="floating-bar">
      <div className="mx-auto flex h-14 items-center gap-2 px-2" style={{ maxWidth: options.maxWidth }}>
        {back}
        <h1 className="min-w-0 flex-1 truncate text-center font-semibold" {...options.titleProps}>{title}</h1>
        <div className="flex min-w-11 justify-end">{options.rightAction}</div>
      </div>
    </div>
  );
}
