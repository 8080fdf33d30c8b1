import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../common/constants';

/** One chart: bars of integer cents under labels (refunds can make a bar negative). */
export interface ChartSeries {
  id: 'day' | 'method' | 'therapist';
  labels: string[];
  cents: number[];
}

const BAR = '#047857';
const BAR_NEGATIVE = '#b91c1c';
/** Money on the axes and in tooltips: formatMoney of whole cents, never a float. */
const money = (v: number | string | null) => formatMoney(Math.round(Number(v ?? 0)));

/**
 * Revenue charts of the settlement screen (by day, by method, by therapist) drawn with Chart.js,
 * which is loaded here with a dynamic import: only in the browser, only on this screen (the public
 * pages never fetch it). The group tables on the page carry the same figures, so a chart is a
 * picture (role="img" with a summary) and the page stays complete without it.
 */
export function SettlementCharts({ series, lng }: { series: ChartSeries[]; lng: string }) {
  const { t } = useTranslation();
  const canvases = useRef<Record<string, HTMLCanvasElement | null>>({});
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let gone = false;
    const drawn: { destroy(): void }[] = [];
    setState('loading');
    import('./chart-parts')
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
        if (gone) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        for (const s of series) {
          const canvas = canvases.current[s.id];
          if (!canvas) continue;
          const across = s.id !== 'day';
          const valueAxis = across ? 'x' : 'y';
          drawn.push(
            new Chart(canvas, {
              type: 'bar',
              data: {
                labels: s.labels,
                datasets: [{ label: t('manage:settlement.charts.amount'), data: s.cents, backgroundColor: s.cents.map((c) => (c < 0 ? BAR_NEGATIVE : BAR)) }],
              },
              options: {
                indexAxis: across ? 'y' : 'x',
                responsive: true,
                maintainAspectRatio: false,
                animation: false,
                plugins: { tooltip: { callbacks: { label: (ctx) => money(across ? ctx.parsed.x : ctx.parsed.y) } } },
                scales: { [valueAxis]: { ticks: { precision: 0, callback: (v: number | string) => money(v) } } },
              },
            }),
          );
        }
        setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      for (const c of drawn) c.destroy();
    };
  }, [series, lng, t]);

  return (
    <section aria-labelledby="settlement-charts-title" className="mb-6" data-testid="settlement-charts" data-state={state}>
      <h2 id="settlement-charts-title" className="mb-1 text-lg font-semibold">
        {t('manage:settlement.charts.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
        {state === 'loading'
          ? t('manage:settlement.charts.loading')
          : state === 'failed'
            ? t('manage:settlement.charts.failed')
            : t('manage:settlement.charts.tableNote')}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {series.map((s) => {
          const title = t(`manage:settlement.charts.by${s.id[0]!.toUpperCase()}${s.id.slice(1)}`);
          const summary = s.labels.map((l, i) => `${l} ${formatMoney(s.cents[i]!)}`).join(', ');
          return (
            <figure key={s.id} className="card min-w-0 p-3">
              <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
              <div className="relative h-56">
                <canvas
                  ref={(el) => {
                    canvases.current[s.id] = el;
                  }}
                  role="img"
                  aria-label={`${title}: ${summary || t('manage:settlement.empty')}`}
                  data-testid={`settlement-chart-${s.id}`}
                >
                  {summary}
                </canvas>
              </div>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
