import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { can, canAny } from '../../../common/permissions';
import { pickText } from '../../../common/i18n-config';
import { formatMemberCode } from '../../../common/validators/member-code';
import { formatPhone } from '../../../common/validators/phone';
import { MEMBER_ID } from '../../../common/member-manage.schema';
import { BackLink, ReadOnlyNote, ScreenHeader } from '../../components/list/list-controls';
import { useRefresh } from '../../components/list/row-actions';
import { orNotFound } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { FactGrid, type Fact } from '../../features/manage/fact-grid';
import { formatDateTime } from '../../features/manage/format';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import { MemberBookings, MemberChats } from '../../features/manage/members/member-activity';
import { GoodBadge } from '../../features/manage/members/member-badges';
import { MemberForm } from '../../features/manage/members/member-form';
import { DataExportButton } from '../../features/manage/members/data-export';
import { CorrectionButton } from '../../features/manage/members/member-correction';
import { EraseMemberButton } from '../../features/manage/members/erase-member';
import type { Route } from './+types/member';

/** manage/members/:id — one member: account facts, the staff's edit form, their latest bookings and chats. */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, lng, t } = await manageContext(args, (p) => canAny(p, 'MEMBER', 'VIEW,EDIT'));
  const id = args.params.id;
  if (!MEMBER_ID.test(id)) throw data(null, { status: 404 });
  const [found, countries] = await Promise.all([orNotFound(services.members.get(id, lng)), services.accounts.countries('all')]);
  const canEdit = can(actor.permissions, 'MEMBER_EDIT');
  return {
    title: t('cms:member.profileTitle', { name: found.member.fullname }),
    ...found,
    canEdit,
    /** Nationality and passport-issuer choices for the correction form. */
    countries: canEdit ? countries.map((c) => ({ value: c.code2, label: c.name ? pickText(c.name, lng) : c.code2 })) : [],
    canErase: can(actor.permissions, 'MEMBER_DELETE'),
    canSeeLedger: canAny(actor.permissions, 'SETTLEMENT', 'VIEW,EDIT'),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function MemberScreen({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { lng } = useLocale();
  const refresh = useRefresh();
  const m = d.member;
  const facts: Fact[] = [
    [t('cms:member.col.code'), <span key="c" className="font-mono tracking-wider" data-testid="profile-code">{formatMemberCode(m.code)}</span>],
    [t('cms:member.col.fullname'), m.fullname],
    [t('cms:member.col.phone'), m.phone ? formatPhone(m.phone) : '—'],
    [t('cms:member.col.email'), m.email ?? '—'],
    [t('cms:member.col.gender'), t(enumLabelKey('gender', m.gender))],
    [t('account:field.birth'), m.birth],
    [t('account:field.nationality'), m.nationality],
    [t('cms:member.correct.document'), <span key="d" data-testid="member-document">{`${t(enumLabelKey('docType', m.docType))} ${m.docIdMasked}`}</span>],
    [t('cms:member.col.status'), <GoodBadge key="s" member={m} />],
    [t('cms:member.col.createdAt'), formatDateTime(m.createdAt)],
    [t('cms:member.col.lastLoginAt'), m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t('cms:member.never')],
  ];
  return (
    <div className="space-y-5">
      <BackLink to="/manage/members">{t('cms:member.back')}</BackLink>
      <ScreenHeader title={d.title} lead={t('cms:member.profileLead')}>
        {d.canEdit && <CorrectionButton member={m} countries={d.countries} onSaved={refresh} />}
        {d.canEdit && <DataExportButton member={m} />}
        {d.canErase && <EraseMemberButton member={m} onErased={refresh} />}
        {d.canSeeLedger && (
          <Link to={`/manage/members/${m.id}/ledger`} className="btn btn-ghost" data-testid="member-ledger-link">
            {t('manage:ledger.open')}
          </Link>
        )}
      </ScreenHeader>
      <section aria-labelledby="member-account" className="card p-4 sm:p-5">
        <h2 id="member-account" className="text-lg font-semibold">
          {t('cms:member.account')}
        </h2>
        <FactGrid facts={facts} />
      </section>
      {!d.canEdit && <ReadOnlyNote>{t('cms:member.readOnly')}</ReadOnlyNote>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Re-mounted after a save so the form starts from what the server stored. */}
        <MemberForm key={m.updatedAt} profile={d} lng={lng} readOnly={!d.canEdit} onSaved={refresh} />
        <div className="space-y-5">
          <MemberBookings bookings={d.bookings} />
          <MemberChats chats={d.chats} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
