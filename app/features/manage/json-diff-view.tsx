import { useTranslation } from 'react-i18next';
import { diffJson, showValue } from './json-diff';

/** An operation-log entry's before/after as a field table; changed fields are highlighted. */
export function JsonDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = diffJson(before, after);
  if (rows.length === 0) return <p className="text-sm text-stone-500">{t('manage:log.diff.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs" data-testid="json-diff">
        <thead>
          <tr className="text-left text-stone-500">
            <th scope="col" className="px-2 py-1 font-medium">{t('manage:log.diff.field')}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t('manage:log.diff.before')}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t('manage:log.diff.after')}</th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {rows.map((r) => (
            <tr key={r.path} data-changed={r.changed ? 'true' : 'false'} className="border-t border-stone-100 align-top dark:border-stone-800">
              <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">{r.path}</th>
              <td className={`px-2 py-1 break-all ${r.changed ? 'bg-red-50 text-red-900 line-through decoration-red-400/60 dark:bg-red-950 dark:text-red-200' : ''}`}>{showValue(r.before)}</td>
              <td className={`px-2 py-1 break-all ${r.changed ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : ''}`}>{showValue(r.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
