import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../../../common/content-enums';
import { formatDateTime } from '../../../common/date-format';
import { DateField, SelectField, TimeField, useHydrated } from '../../components/form';
import { useLocale } from '../i18n/use-locale';
import { publishPlan, type PublishPlan } from './blog-post-state';

/** The sentence saying what saving will do ("Scheduled: goes live Sat 5 Dec 2026, 9:00 am"). */
export function usePublishSentence(): (plan: PublishPlan) => string {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  return (plan) => {
    switch (plan.kind) {
      case 'scheduled':
      case 'published':
        return t(`cms:blog.plan.${plan.kind}`, { when: formatDateTime(plan.date, plan.time, lng) });
      default:
        return t(`cms:blog.plan.${plan.kind}`);
    }
  };
}

/** Now, in the browser only (null while hydrating), drawn again every 15 s. */
function useClock(): number | null {
  const hydrated = useHydrated();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const id = window.setInterval(redraw, 15_000);
    return () => window.clearInterval(id);
  }, []);
  return hydrated ? Date.now() : null;
}

/**
 * The publish panel: draft, publish or hidden, the clinic date and time it goes live, and a plain
 * sentence saying what will happen, worked out in the browser once it knows the time (ADR 0016).
 * (Not useNow from features/content: sharing that module with the back office splits it out of
 * the chunk public pages load.)
 */
export function BlogPublishPanel(p: {
  status: BlogPostStatus;
  publishDate: number;
  publishTime: number | null;
  onStatus: (s: BlogPostStatus) => void;
  onDate: (ymd: number) => void;
  onTime: (hhmm: number | null) => void;
}) {
  const { t } = useTranslation('cms');
  const now = useClock();
  const sentence = usePublishSentence();
  const plan = now === null ? null : publishPlan(p.status, Number.isNaN(p.publishDate) ? null : p.publishDate, p.publishTime, now);
  const label = (f: string) => t(`cms:blog.field.${f}`);
  return (
    <>
      <SelectField
        name="status"
        label={label('status')}
        value={p.status}
        options={BLOG_POST_STATUSES.map((s) => ({ value: s, label: t(`cms:blog.status.${s}`) }))}
        onChange={(x) => p.onStatus(x as BlogPostStatus)}
      />
      <div className="grid grid-cols-2 gap-2">
        <DateField name="publishDate" label={label('publishDate')} value={p.publishDate} onChange={p.onDate} />
        <TimeField name="publishTime" label={label('publishTime')} placeholder="09:00" value={p.publishTime} onChange={p.onTime} />
      </div>
      <p className="-mt-2 text-xs text-stone-600 dark:text-stone-400">{t('cms:blog.hint.publishAt')}</p>
      <p
        className="min-h-10 rounded-lg bg-stone-100 px-3 py-2 text-sm font-medium dark:bg-stone-800"
        role="status"
        data-testid="publish-plan"
        data-plan={plan?.kind}
      >
        {plan && sentence(plan)}
      </p>
    </>
  );
}
