import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pagePathOf, pickText, type Lng } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { isTypeName, TYPE_DEFS, TYPE_NAMES, typeListQuery, type TypeFieldDef, type TypeName } from '../../../common/type.schema';
import type { TypeItem } from '../../../server/domain/types/type-registry';
import { DataList, type Column } from '../../components/list/data-list';
import { AddButton, ListNotice, PillNav, ScreenHeader, useQueryHref } from '../../components/list/list-controls';
import { FilterInput, ListFilter } from '../../components/list/list-filter';
import { Flag, NameCell } from '../../components/list/cells';
import { deleteAfterConfirm, useEditDeleteActions, useRefresh } from '../../components/list/row-actions';
import { HttpError } from '../../features/errors/http-error';
import { forceCloseOverlay, openOverlay, toast, updateOverlay } from '../../features/overlays/overlay-store';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { TypeForm } from '../../features/settings/type-form';

/** manage/types/:type — one screen for the nine type lists (spec §2 "type management"). */
export async function loader(args: LoaderFunctionArgs) {
  // Names sort in the screen's language (?lng, else the staff member's own), as the root loader picks it.
  const { services, actor, lng, t, url } = await manageContext(args, (p) => canAny(p, 'TYPE', 'VIEW,EDIT'));
  const type = args.params.type;
  if (!isTypeName(type)) throw data(null, { status: 404 });
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
    title: `${t(`types:list.${type}`)} · ${t('types:title')}`,
    type,
    lng,
    query: { q: query.q ?? '', sort: query.sort, order: query.order, page: query.page, pageSize: query.pageSize },
    list,
    bodyParts,
    canEdit: can(actor.permissions, 'TYPE_EDIT'),
    canDelete: can(actor.permissions, 'TYPE_DELETE'),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => manageMeta(data?.title);

export default function TypesScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation('types');
  const refresh = useRefresh();
  const href = useQueryHref();
  const [notice, setNotice] = useState<{ key: string; params?: Record<string, unknown> } | null>(null);
  const listName = t(`types:list.${d.type}`);
  const rowLabel = (row: TypeItem) => `${pickText(row.name, d.lng)} (${String(row.key ?? row.code2 ?? row.id)})`;

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
            refresh();
          }}
        />
      ),
    });
  }

  function remove(row: TypeItem) {
    setNotice(null);
    return deleteAfterConfirm({
      titleKey: 'types:confirm.deleteTitle',
      message: t('types:confirm.deleteMessage', { name: rowLabel(row) }),
      path: `/api/manage/types/${d.type}/${encodeURIComponent(String(row.id))}`,
      doneMessage: t('types:toast.deleted'),
      onDone: refresh,
      // In use / already gone: said beside the table, where the list is.
      onError: (err) => {
        if (!(err instanceof HttpError && (err.status === 409 || err.status === 404) && err.body?.message)) return false;
        setNotice({ key: err.body.message, params: err.body.data });
        if (err.status === 404) refresh();
        return true;
      },
    });
  }
  const actions = useEditDeleteActions({ canEdit: d.canEdit, canDelete: d.canDelete, name: rowLabel, onEdit: openEditor, onDelete: remove });

  const cell = (row: TypeItem, f: TypeFieldDef) => {
    const v = row[f.field];
    switch (f.kind) {
      case 'name':
        return <NameCell name={row.name} lng={d.lng} />;
      case 'flag':
        return <Flag on={!!v} onText={t('types:table.on')} offText={t('types:table.off')} />;
      case 'ref': {
        const ref = row.bodyPart as { name: Record<Lng, string> } | null | undefined;
        return ref ? pickText(ref.name, d.lng) : <span className="text-stone-600 dark:text-stone-400">{t('types:table.none')}</span>;
      }
      case 'key':
      case 'code':
        return <code className="font-mono text-sm">{String(v ?? '')}</code>;
      default:
        return String(v ?? '');
    }
  };
  const columns = TYPE_DEFS[d.type].fields
    .filter((f) => f.column)
    .map((f): Column<TypeItem> => ({ id: f.field, header: t(`types:field.${f.field}`), sort: f.sortable ? f.field : undefined, cardTitle: f.kind === 'name', cell: (row) => cell(row, f) }));

  return (
    <>
      <PillNav label={t('types:title')} items={TYPE_NAMES.map((name: TypeName) => ({ key: name, to: `/manage/types/${name}`, label: t(`types:list.${name}`), current: name === d.type }))} />
      <ScreenHeader title={listName} lead={t(`types:lead.${d.type}`)}>
        {d.canEdit && <AddButton label={t('types:action.add')} testId="type-add" onClick={() => openEditor(null)} />}
      </ScreenHeader>
      <ListFilter
        className="card p-4 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end"
        keep={['lng', 'sort', 'order']}
        submit={t('types:search.submit')}
        primary={false}
        after={
          d.query.q && (
            <Link to={href({ q: undefined, page: undefined })} className="link text-sm">
              {t('types:search.clear')}
            </Link>
          )
        }
      >
        <FilterInput name="q" label={t('types:search.label')} value={d.query.q} placeholder={t('types:search.placeholder')} maxLength={100} />
      </ListFilter>
      <DataList
        caption={listName}
        testId="types-table"
        rows={d.list.rows}
        rowKey={(row) => String(row.id)}
        rowAttrs={() => ({ 'data-testid': 'type-row' })}
        columns={columns}
        empty={d.query.q ? t('types:table.noMatch', { q: d.query.q }) : t('types:table.empty')}
        sort={{ sort: d.query.sort, order: d.query.order }}
        pagination={d.list.pagination}
        actions={actions}
        notice={notice && <ListNotice onDismiss={() => setNotice(null)}>{t(notice.key, { ns: 'common', ...notice.params })}</ListNotice>}
      />
    </>
  );
}
