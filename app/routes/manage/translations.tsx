import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, NAMESPACES, pagePathOf, type Lng } from '../../../common/i18n-config';
import { canAny } from '../../../common/permissions';
import { TRANSLATION_FILTERS, translationListQuery } from '../../../common/translation.schema';
import type { TranslationRow } from '../../../server/domain/i18n/translation-table';
import { openFormModal } from '../../components/form/modal-form';
import { DataList, type Columns } from '../../components/list/data-list';
import { ScreenHeader } from '../../components/list/list-controls';
import { FilterInput, FilterSelect, ListFilter } from '../../components/list/list-filter';
import { formCallbacks, listRights } from '../../components/list/list-helpers';
import { RowActions, runRowAction, useRefresh } from '../../components/list/row-actions';
import { TranslationForm } from '../../features/cms/translation-form';
import { importTranslationFile } from '../../features/cms/translation-import';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { formatDateTime } from '../../features/manage/format';
import { manageContext, queryOf } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/translations';

/**
 * manage/translations — every text of the site and the back office in three languages side by
 * side (spec §4 SYS_I18N_UPDATE): search, namespace, missing / changed here (in one language,
 * `?language=`: `lng` is the screen's own language), edit and reset per language, the translators'
 * JSON file out and in, and when each language last changed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url } = await manageContext(args, (p) => canAny(p, 'TRANSLATION', 'VIEW,EDIT'));
  const { language, ...rest } = queryOf(url);
  const parsed = translationListQuery.safeParse({ ...rest, lng: language });
  // A hand-edited query string (ns=nope, pageSize=500): start over rather than fail.
  if (!parsed.success) throw redirect(pagePathOf(url));
  const list = await services.translations.list(parsed.data);
  if (list.pagination.isOutOfRange) {
    url.searchParams.set('page', String(Math.max(1, Math.ceil(list.pagination.page.total / parsed.data.pageSize))));
    throw redirect(pagePathOf(url) + url.search);
  }
  return { title: t('cms:translations.title'), language: parsed.data.lng ?? null, ...list, ...listRights(actor.permissions, 'TRANSLATION') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

export default function Translations({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const [params] = useSearchParams();
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const name = (r: TranslationRow) => `${r.ns}:${r.key}`;

  const edit = (r: TranslationRow) => openFormModal(t('cms:translations.editTitle'), (api) => <TranslationForm row={r} canDelete={d.canDelete} {...formCallbacks(api, refresh)} />);
  /** What browsers reported missing for a key (spec §5) goes once staff add the text, or when dismissed here. */
  const dismiss = (r: TranslationRow) =>
    runRowAction({
      path: `/api/manage/translations/reports?${new URLSearchParams({ ns: r.ns, key: r.key })}`,
      method: 'DELETE',
      doneMessage: t('cms:translations.dismissed'),
      onDone: refresh,
    });
  const actions = d.canEdit
    ? (r: TranslationRow) => (
        <RowActions
          actions={[
            { label: t('manage:list.edit'), ariaLabel: t('cms:translations.editLabel', { name: name(r) }), onClick: () => edit(r) },
            r.reported && { label: t('cms:translations.dismiss'), ariaLabel: t('cms:translations.dismissLabel', { name: name(r) }), onClick: () => void dismiss(r) },
          ]}
        />
      )
    : undefined;

  const columns: Columns<TranslationRow> = [
    { id: 'key', header: t('cms:translations.col.key'), cardTitle: true, className: 'font-mono text-xs break-all md:w-56', cell: (r) => <KeyCell row={r} /> },
    ...LANGUAGES.map((lng) => ({ id: lng, header: LANGUAGE_NAMES[lng], cellProps: { 'data-lng': lng }, cell: (r: TranslationRow) => <TextCell row={r} lng={lng} /> })),
  ];
  const exportHref = `/api/manage/translations/export${d.language ? `?lng=${d.language}` : ''}`;

  return (
    <>
      <ScreenHeader title={d.title} lead={t('cms:translations.lead')}>
        <a className="btn btn-ghost" href={exportHref} download aria-label={t('cms:translations.exportLabel')} data-testid="translations-export">
          {t('cms:translations.export')}
        </a>
        {d.canEdit && (
          <>
            <button type="button" className="btn btn-ghost" title={t('cms:translations.importHint')} onClick={() => fileInput.current?.click()} data-testid="translations-import">
              {t('cms:translations.import')}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              data-testid="translations-import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importTranslationFile(file, t, refresh);
              }}
            />
          </>
        )}
      </ScreenHeader>
      <section aria-label={t('cms:translations.statusLabel')} className="card mb-4 grid gap-2 p-3 text-sm sm:grid-cols-3 sm:gap-4" data-testid="translations-status">
        {LANGUAGES.map((lng) => {
          const at = d.lastUpdateAt[lng];
          return (
            <div key={lng} className="flex flex-wrap gap-x-3 sm:block" data-lng={lng}>
              <span className="font-semibold sm:block">{LANGUAGE_NAMES[lng]}</span>
              <span className="text-stone-600 sm:block dark:text-stone-400" data-testid="translations-last-update">
                {t('cms:translations.lastUpdate', { time: at ? formatDateTime(new Date(at).toISOString()) : t('cms:translations.never') })}
              </span>
              <span className="text-stone-600 sm:block dark:text-stone-400">{t('cms:translations.summary', { missing: d.counts.missing[lng], overridden: d.counts.overridden[lng] })}</span>
            </div>
          );
        })}
      </section>
      {d.counts.reported > 0 && params.get('filter') !== 'reported' && (
        <p className="mb-4 text-sm" data-testid="translations-reported">
          {t('cms:translations.reportedSummary', { n: d.counts.reported })}{' '}
          <Link className="link" to="?filter=reported">
            {t('cms:translations.reportedShow')}
          </Link>
        </p>
      )}
      <ListFilter testId="translations-filter" className="card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end" resetTo="/manage/translations">
        <FilterInput name="q" label={t('cms:translations.search')} placeholder={t('cms:translations.searchPlaceholder')} maxLength={100} />
        <FilterSelect name="ns" label={t('cms:translations.namespace')} all={t('cms:translations.allNamespaces')} options={NAMESPACES.map((ns) => ({ value: ns, label: ns }))} />
        <FilterSelect name="filter" label={t('cms:translations.filter')} options={TRANSLATION_FILTERS.map((x) => ({ value: x, label: t(`cms:translations.filters.${x}`) }))} />
        <FilterSelect name="language" label={t('cms:translations.language')} all={t('cms:translations.allLanguages')} options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
      </ListFilter>
      <DataList
        caption={d.title}
        testId="translations-table"
        rows={d.rows}
        rowKey={name}
        columns={columns}
        actions={actions}
        pagination={d.pagination}
        minRem={56}
        rowAttrs={(r) => ({ 'data-testid': 'translation-row', 'data-key': name(r) })}
        empty={params.size ? t('cms:translations.noMatch') : t('cms:translations.empty')}
      />
    </>
  );
}

/** The key, and what browsers reported of it: how often, when last, in which languages. */
function KeyCell({ row }: { row: TranslationRow }) {
  const { t } = useTranslation('cms');
  const r = row.reported;
  return (
    <>
      {`${row.ns}:${row.key}`}
      {r && (
        <span className="mt-1 block font-sans text-xs font-normal break-normal text-stone-600 dark:text-stone-400" data-testid="translation-reported">
          {t('cms:translations.reportedInfo', { n: r.count, time: formatDateTime(new Date(r.lastSeenAt).toISOString()), languages: r.lngs.map((l) => LANGUAGE_NAMES[l]).join(', ') })}
        </span>
      )}
    </>
  );
}

/** One language's text: what pages show, marked when changed here or missing. */
function TextCell({ row, lng }: { row: TranslationRow; lng: Lng }) {
  const { t } = useTranslation('cms');
  return (
    <>
      {row.missing[lng] ? (
        <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50" data-testid="translation-missing">
          {t('cms:translations.missing')}
        </span>
      ) : (
        <span lang={lng} className="whitespace-pre-line" data-testid="translation-text">
          {row.values[lng]}
        </span>
      )}
      {row.overridden[lng] && (
        <span className="badge ml-2" data-testid="translation-overridden">
          {t('cms:translations.overridden')}
        </span>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
