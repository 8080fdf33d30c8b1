import { useTranslation } from 'react-i18next';
import { textFromHhmm } from '../../../common/clinic-time';
import { pickText, type Lng } from '../../../common/i18n-config';
import type { SetupOptions } from '../../../server/domain/booking-setup/list-setup-options';
import type { BookingInTheWay } from '../../../server/domain/booking-setup/schedule-booking-conflicts';
import { sendJson } from '../../components/form';
import { HttpError } from '../errors/http-error';
import { confirmBox } from '../overlays/dialogs';
import { dateText } from './labels';

/** The bookings a series, range or changed occurrence would stand in the way of, one line each. */
function BookingsInTheWay({ bookings, options, lng }: { bookings: BookingInTheWay[]; options: SetupOptions; lng: Lng }) {
  const { t } = useTranslation('schedule');
  return (
    <div data-testid="series-conflicts">
      <p>{t('schedule:series.conflict.lead', { count: bookings.length })}</p>
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-lg border border-red-300 bg-red-50 px-3 py-1.5 dark:border-red-800 dark:bg-red-950" data-testid="series-conflict">
            {t('schedule:series.conflict.booking', {
              id: b.id,
              date: dateText(t, b.date),
              time: `${textFromHhmm(b.start)}–${textFromHhmm(b.end)}`,
              therapist: pickText(options.staff.find((s) => s.id === b.therapistId)?.name, lng),
              room: options.rooms.find((r) => r.id === b.roomId)?.code ?? '',
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2">{t('schedule:series.conflict.question')}</p>
    </div>
  );
}

/**
 * A form's `send` for series and occurrences: when the server lists bookings in the way (409
 * SCHEDULE_BOOKING_CONFLICT) they are shown and, if staff agree, the save is sent again with
 * `force`; declining leaves the form open with the reason beside `field`.
 */
export function sendAfterBookingCheck(path: string, method: 'POST' | 'PUT', names: { options: SetupOptions; lng: Lng }, field: string) {
  return async (data: object): Promise<void> => {
    try {
      await sendJson(path, method, data);
    } catch (err) {
      if (!(err instanceof HttpError) || err.body?.code !== 'SCHEDULE_BOOKING_CONFLICT') throw err;
      const bookings = (err.body.data?.bookings ?? []) as BookingInTheWay[];
      const yes = await confirmBox({ titleKey: 'schedule:series.conflict.title', message: <BookingsInTheWay bookings={bookings} options={names.options} lng={names.lng} /> });
      if (!yes) throw new HttpError(409, { code: 'SCHEDULE_BOOKING_CONFLICT', message: 'schedule:series.conflict.declined', data: { field, count: bookings.length } });
      await sendJson(path, method, { ...data, force: true });
    }
  };
}
