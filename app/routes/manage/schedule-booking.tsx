import { data, Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffWindow } from '../../../common/clinic-time';
import { pickText } from '../../../common/i18n-config';
import { can, canAny } from '../../../common/permissions';
import { BookingActions, BookingFacts } from '../../features/schedule/booking-actions';
import { BookingEditor, type EditorInitial, type EditorOptions } from '../../features/schedule/booking-editor';
import { hhmmOfText, isoOf, ymdOf } from '../../features/schedule/schedule-model';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../components/list/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/schedule-booking';

/** States whose time, people and details staff may still change (the API refuses the others). */
const EDITABLE = ['WAIT', 'CONFIRM', 'ACCEPT'];

const positive = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/**
 * manage/schedule/booking/new?placeId&date&start&therapistId&roomId and manage/schedule/booking/:id
 * — the booking editor, and for an existing booking its facts and the state changes it allows.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, actor, t, url, lng } = await manageContext(args, (p) => canAny(p, 'BOOKING,SCHEDULE', 'VIEW,EDIT'));
  const canEdit = can(actor.permissions, 'BOOKING_EDIT');
  const isNew = args.params.id === 'new';
  if (isNew && !canEdit) throw data({ reason: 'permission' }, { status: 403 });
  const id = isNew ? null : positive(args.params.id);
  const booking = id ? await services.booking.get(id, lng) : null;
  if (!isNew && !booking) throw data(null, { status: 404 });

  const [places, setup, plans, body] = await Promise.all([services.bookingSetup.places(), services.bookingSetup.options(), services.bookingSetup.servicePlans(), services.booking.bodyOptions(lng)]);
  const options: EditorOptions = {
    places: places.map((p) => ({ id: p.id, name: pickText(p.name, lng), minuteGrid: p.minuteGrid })),
    rooms: setup.rooms.map((r) => ({ id: r.id, placeId: r.placeId, code: r.code, name: pickText(r.name, lng), isEnabled: r.isEnabled })),
    therapists: setup.staff.filter((s) => s.isTherapist).map((s) => ({ id: s.id, name: pickText(s.name, lng), placeId: s.placeId })),
    plans: plans.map((p) => ({ id: p.id, name: pickText(p.name, lng), durationMin: p.durationMin, priceCents: p.priceCents, isEnabled: p.isEnabled, staffIds: p.staffIds, roomIds: p.roomIds })),
    parts: body.parts,
    symptoms: body.symptoms,
    window: staffWindow(new Date()),
  };

  const sp = url.searchParams;
  const initial: EditorInitial = booking
    ? {
        member: booking.member,
        placeId: booking.place.id,
        planId: booking.plan.id,
        therapistId: booking.preferredTherapistId === null ? null : booking.therapist.id,
        roomId: booking.room.id,
        date: booking.date,
        start: booking.start,
        parts: booking.parts,
        symptoms: booking.symptoms,
        specialRequests: booking.specialRequests,
        otherRequest: booking.otherRequest,
        totalAmtCents: booking.totalAmtCents,
        remark: booking.remark,
      }
    : {
        member: null,
        placeId: options.places.some((p) => p.id === positive(sp.get('placeId'))) ? positive(sp.get('placeId')) : null,
        planId: null,
        therapistId: options.therapists.some((x) => x.id === positive(sp.get('therapistId'))) ? positive(sp.get('therapistId')) : null,
        roomId: options.rooms.some((r) => r.id === positive(sp.get('roomId'))) ? positive(sp.get('roomId')) : null,
        date: ymdOf(sp.get('date')),
        start: hhmmOfText(sp.get('start')),
        parts: [],
        symptoms: [],
        specialRequests: [],
        otherRequest: '',
        totalAmtCents: null,
        remark: '',
      };
  // Marking it DONE draws on the member's package of the plan, if any: the DONE form says which.
  // A live booking ahead: staff may remind the member by WhatsApp with the reminder text prefilled.
  const whatsapp = booking && ['CONFIRM', 'ACCEPT'].includes(booking.status) ? await services.booking.whatsappReminder(booking.id) : null;
  const drawable = booking && canEdit && booking.status === 'ATTEND' ? await services.packages.drawableFor(booking.member.id, booking.plan.id, lng) : null;
  return {
    title: booking ? t('desk:booking.title', { id: booking.id }) : t('desk:booking.newTitle'),
    booking,
    drawable,
    whatsapp,
    options,
    initial,
    canEdit,
    editable: canEdit && (!booking || EDITABLE.includes(booking.status)),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => manageMeta(d?.title);

export default function ScheduleBooking({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const b = d.booking;
  const backPlace = b?.place.id ?? d.initial.placeId;
  const backDate = b?.date ?? d.initial.date;
  const backQuery = new URLSearchParams();
  if (backPlace) backQuery.set('placeId', String(backPlace));
  if (backDate) backQuery.set('date', isoOf(backDate));
  if (b) backQuery.set('focus', String(b.id));
  const backHref = `/manage/schedule${backQuery.size ? `?${backQuery}` : ''}`;

  return (
    <div className="space-y-5">
      <p>
        <Link to={backHref} className="link text-sm" data-testid="back-to-schedule">{t('desk:booking.back')}</Link>
      </p>
      <ScreenHeader title={d.title} lead={b ? undefined : t('desk:booking.newLead')} />
      {b && (
        <section className="card p-4 sm:p-5" aria-labelledby="booking-facts" data-testid="booking-detail">
          <h2 id="booking-facts" className="mb-3 text-lg font-semibold">{t('desk:booking.facts')}</h2>
          <BookingFacts booking={b} parts={d.options.parts} symptoms={d.options.symptoms} />
          {d.whatsapp && (
            <p className="mt-3">
              <a href={d.whatsapp} target="_blank" rel="noopener noreferrer" className="btn btn-ghost" data-testid="booking-whatsapp">
                {t('desk:booking.whatsappReminder')}
              </a>
            </p>
          )}
          {d.canEdit && (
            <div className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-800">
              <h3 className="mb-2 text-sm font-semibold">{t('desk:booking.actions')}</h3>
              <BookingActions booking={b} drawable={d.drawable} onChanged={() => void revalidator.revalidate()} />
            </div>
          )}
        </section>
      )}
      {b && d.canEdit && !d.editable && <p className="card p-4 text-sm" role="note">{t('desk:booking.closed')}</p>}
      {d.editable && (
        <>
          {b && <h2 className="text-lg font-semibold">{t('desk:booking.change')}</h2>}
          <BookingEditor
            key={b ? `${b.status}|${b.remark}|${b.date}|${b.start}|${b.therapist.id}|${b.room.id}|${b.totalAmtCents}` : 'new'}
            options={d.options}
            initial={d.initial}
            bookingId={b?.id}
            memberSearchPath="/manage/schedule/members"
            cancelHref={backHref}
            onSaved={(saved) => {
              const qs = new URLSearchParams({ placeId: String(saved.placeId), date: isoOf(saved.date), focus: String(saved.id) });
              navigate(`/manage/schedule?${qs}`);
            }}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
