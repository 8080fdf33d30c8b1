import { pagePathOf } from '../../../common/i18n-config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useLoaderData, useLocation, useNavigation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LNG, isLng, LANGUAGES, pickText, type Lng } from '../../../common/i18n-config';
import { can } from '../../../common/permissions';
import { isTypeName, TYPE_DEFS, TYPE_NAMES, typeListQuery, type TypeFieldDef, type TypeName } from '../../../common/type.schema';
import type { TypeItem } from '../../../server/domain/types/type-registry';
import { servicesContext, requestContext } from '../../context';
import { apiFetch } from '../../features/errors/api-client';
import { HttpError } from '../../features/errors/http-error';
import { confirmBox } from '../../features/overlays/dialogs';
import { forceCloseOverlay, openOverlay, toast, updateOverlay } from '../../features/overlays/overlay-store';
import { requireStaffPermission } from '../../features/settings/access';
import { showFailure } from '../../features/settings/fields';
import { TypeForm } from '../../features/settings/type-form';

/** manage/types/:type — one screen for the nine type lists (spec §2 "type management"). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const services = context.get(servicesContext);
  const actor = requireStaffPermission(context.get(requestContext).actor, request, 'TYPE', 'VIEW,EDIT');
  const type = params.type;
  if (!isTypeName(type)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // Names sort in the screen's language (?lng, else the staff member's own), as the root loader picks it.
  const langParam = url.searchParams.get('lng') ?? actor.lng;
  const lng: Lng = isLng(langParam) ? langParam : DEFAULT_LNG;
  const raw = Object.fromEntries([...url.searchParams].filter(([k, v]) => v !== '' && k !== 'lng'));
  const parsed = typeListQuery(type).safeParse({ ...raw, lng });
  const query = parsed.success ? parsed.data : typeListQuery(type).parse({ lng });
  const [list, bodyParts] = await Promise.all([services.types.list(type, query), type === 'symptoms' ? services.types.options('body-parts') : []]);
  // Past the last page (e.g. its last row was just deleted): go to the last page there is.
  if (list.pagination.isOutOfRange && list.pagination.page.total > 0) {
    url.searchParams.set('page', String(Math.ceil(list.pagination.page.total / query.pageSize)));
    throw redirect(pagePathOf(url) + url.search);
  }
  return {
    type,
    lng,
    query: { q: query.q ?? '', sort: query.sort, order: query.order, page: query.page, pageSize: query.pageSize },
    list,
    bodyParts,
    canEdit: can(actor.permissions, 'TYPE_EDIT'),
    canDelete: can(actor.permissions, 'TYPE_DELETE'),
  };
}

export default function TypesScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation('types');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const def = TYPE_DEFS[d.type];
  const columns = def.fields.filter((f) => f.column);
  const listName = t(`types:list.${d.type}`);
  const rowLabel = (row: TypeItem) => `${pickText(row.name, d.lng)} (${String(row.key ?? row.code2 ?? row.id)})`;

  /** This page's URL with some query parameters changed (page resets unless given). */
  const href = (patch: Record<string, string | number | undefined>) => {
    const sp = new URLSearchParams(search);
    if (!('page' in patch)) sp.delete('page');
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') sp.delete(k);
      else sp.set(k, String(v));
    }
    const qs = sp.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };

  function openEditor(row: TypeItem | null) {
    setNotice(null);
    const id = openOverlay({
      mode: 'modal',
      Title: row ? t('types:modal.edit', { name: rowLabel(row) }) : t('types:modal.create', { list: listName }),
      Body: ({ close }) => (
        <TypeForm
          type={d.type}
          row={row}
          lng={d.lng}
          bodyParts={d.bodyParts}
          onDirty={() => updateOverlay(id, { isUnsaved: true })}
          onCancel={close}
          onSaved={() => {
            forceCloseOverlay(id);
            toast(t('types:toast.saved'));
            void revalidator.revalidate();
          }}
        />
      ),
    });
  }

  async function remove(row: TypeItem) {
    setNotice(null);
    const yes = await confirmBox({ titleKey: 'types:confirm.deleteTitle', message: t('types:confirm.deleteMessage', { name: rowLabel(row) }) });
    if (!yes) return;
    try {
      await apiFetch(`/api/manage/types/${d.type}/${encodeURIComponent(String(row.id))}`, { method: 'DELETE', silent: true });
      toast(t('types:toast.deleted'));
      void revalidator.revalidate();
    } catch (err) {
      // In use / already gone: said beside the table, where the list is.
      if (err instanceof HttpError && (err.status === 409 || err.status === 404) && err.body?.message) {
        setNotice({ key: err.body.message, params: err.body.data });
        if (err.status === 404) void revalidator.revalidate();
      } else showFailure(err);
    }
  }

  const cell = (row: TypeItem, f: TypeFieldDef) => {
    const v = row[f.field];
    switch (f.kind) {
      case 'name':
        return (
          <>
            <span className="font-medium">{pickText(row.name, d.lng)}</span>
            <span className="block text-xs text-stone-600 dark:text-stone-400">
              {LANGUAGES.filter((l) => l !== d.lng).map((l) => (
                <span key={l} lang={l} className="mr-2">
                  {row.name[l]}
                </span>
              ))}
            </span>
          </>
        );
      case 'flag':
        return v ? <span className="badge">{t('types:table.on')}</span> : <span className="text-stone-500">{t('types:table.off')}</span>;
      case 'ref': {
        const ref = row.bodyPart as { name: Record<Lng, string> } | null | undefined;
        return ref ? pickText(ref.name, d.lng) : <span className="text-stone-500">{t('types:table.none')}</span>;
      }
      case 'key':
      case 'code':
        return <code className="font-mono text-sm">{String(v ?? '')}</code>;
      default:
        return String(v ?? '');
    }
  };

  const { pagination } = d.list;
  const lngParam = new URLSearchParams(search).get('lng');
  const busy = navigation.state === 'loading' || revalidator.state === 'loading';
  return (
    <section aria-labelledby="types-title" className="space-y-4" aria-busy={busy}>
      <nav aria-label={t('types:title')} className="flex flex-wrap gap-2">
        {TYPE_NAMES.map((name: TypeName) => (
          <Link
            key={name}
            to={`/manage/types/${name}`}
            aria-current={name === d.type ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${name === d.type ? 'border-emerald-800 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'}`}
          >
            {t(`types:list.${name}`)}
          </Link>
        ))}
      </nav>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="types-title" className="text-2xl font-semibold">
            {listName}
          </h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t(`types:lead.${d.type}`)}</p>
        </div>
        {d.canEdit && (
          <button type="button" className="btn btn-primary" onClick={() => openEditor(null)} data-testid="type-add">
            {t('types:action.add')}
          </button>
        )}
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {lngParam && <input type="hidden" name="lng" value={lngParam} />}
        {d.query.sort !== def.defaultSort && <input type="hidden" name="sort" value={d.query.sort} />}
        {d.query.order !== 'asc' && <input type="hidden" name="order" value={d.query.order} />}
        <label className="grow sm:max-w-sm">
          <span className="block text-sm font-medium">{t('types:search.label')}</span>
          <input
            type="search"
            name="q"
            defaultValue={d.query.q}
            key={d.query.q}
            maxLength={100}
            placeholder={t('types:search.placeholder')}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900"
          />
        </label>
        <button type="submit" className="btn btn-ghost">
          {t('types:search.submit')}
        </button>
        {d.query.q && (
          <Link to={href({ q: undefined })} className="link text-sm">
            {t('types:search.clear')}
          </Link>
        )}
      </Form>

      {notice && (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p>{t(notice.key, { ns: 'common', ...notice.params })}</p>
          <button type="button" className="link-quiet shrink-0" onClick={() => setNotice(null)}>
            {t('types:action.dismiss')}
          </button>
        </div>
      )}

      <div className="overflow-x-auto rounded-2xl border border-stone-200 dark:border-stone-800">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{listName}</caption>
          <thead className="bg-stone-50 dark:bg-stone-900">
            <tr>
              {columns.map((f) => {
                const active = d.query.sort === f.field;
                const nextOrder = active && d.query.order === 'asc' ? 'desc' : 'asc';
                return (
                  <th key={f.field} scope="col" className="px-3 py-2 font-semibold" aria-sort={active ? (d.query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {f.sortable ? (
                      <Link to={href({ sort: f.field, order: nextOrder })} className="inline-flex items-center gap-1 hover:underline" aria-label={t('types:sort.by', { field: t(`types:field.${f.field}`) })}>
                        {t(`types:field.${f.field}`)}
                        <span aria-hidden="true">{active ? (d.query.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </Link>
                    ) : (
                      t(`types:field.${f.field}`)
                    )}
                  </th>
                );
              })}
              {(d.canEdit || d.canDelete) && (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('types:table.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {d.list.rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-stone-600 dark:text-stone-400">
                  {d.query.q ? t('types:table.noMatch', { q: d.query.q }) : t('types:table.empty')}
                </td>
              </tr>
            )}
            {d.list.rows.map((row) => (
              <tr key={String(row.id)} data-testid="type-row">
                {columns.map((f) => (
                  <td key={f.field} className="px-3 py-2 align-top">
                    {cell(row, f)}
                  </td>
                ))}
                {(d.canEdit || d.canDelete) && (
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {d.canEdit && (
                      <button type="button" className="link mr-3" onClick={() => openEditor(row)} aria-label={t('types:action.editLabel', { name: rowLabel(row) })}>
                        {t('types:action.edit')}
                      </button>
                    )}
                    {d.canDelete && (
                      <button type="button" className="link text-red-700 dark:text-red-400" onClick={() => void remove(row)} aria-label={t('types:action.deleteLabel', { name: rowLabel(row) })}>
                        {t('types:action.delete')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav aria-label={t('types:pagination.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>{t('types:pagination.summary', { page: pagination.currPage, total: pagination.page.total })}</p>
        <div className="flex gap-2">
          {pagination.currPage > 1 ? (
            <Link className="btn btn-ghost" to={href({ page: pagination.currPage - 1 })} rel="prev">
              {t('types:pagination.prev')}
            </Link>
          ) : (
            <span className="btn btn-ghost pointer-events-none opacity-40" aria-disabled="true">
              {t('types:pagination.prev')}
            </span>
          )}
          {pagination.page.hasNext ? (
            <Link className="btn btn-ghost" to={href({ page: pagination.currPage + 1 })} rel="next">
              {t('types:pagination.next')}
            </Link>
          ) : (
            <span className="btn btn-ghost pointer-events-none opacity-40" aria-disabled="true">
              {t('types:pagination.next')}
            </span>
          )}
        </div>
      </nav>
    </section>
  );
}
