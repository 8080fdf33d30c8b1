import type { Db } from '../../db/client';
import type {
  PlaceHolidayInput, PlaceSettingsInput, PublicHolidayInput, RoomCreateInput, RoomInput, ScheduleEntryInput, ScheduleEntryQuery, ServicePlanInput, StaffBookingInput,
} from '../../../common/booking-setup.schema';
import type { Lng } from '../../../common/i18n-config';
import type { ManageCtx } from '../shared/manage-context';
import { importPublicHolidays } from './import-public-holidays';
import { deletePlaceHoliday } from './delete-place-holiday';
import { deletePublicHoliday } from './delete-public-holiday';
import { deleteRoom } from './delete-room';
import { deleteScheduleEntry } from './delete-schedule-entry';
import { deleteServicePlan } from './delete-service-plan';
import { getSetupPlace } from './get-place';
import { listSetupPlaces } from './list-places';
import { listPublicHolidays } from './list-public-holidays';
import { listSetupRooms } from './list-rooms';
import { listScheduleEntries } from './list-schedule-entries';
import { listSetupServicePlans } from './list-service-plans';
import { listSetupOptions } from './list-setup-options';
import { listSetupStaff } from './list-staff';
import { savePlaceHoliday } from './save-place-holiday';
import { savePublicHoliday } from './save-public-holiday';
import { saveRoom } from './save-room';
import { saveScheduleEntry } from './save-schedule-entry';
import { saveServicePlan } from './save-service-plan';
import { updatePlace } from './update-place';
import { updateStaffBooking } from './update-staff-booking';
import { deleteScheduleSeries, getScheduleSeries, listScheduleSeries, saveScheduleSeries } from './save-schedule-series';
import { deleteSeriesOccurrence, editSeriesOccurrence } from './series-occurrence';
import type { ScheduleSeriesInput, SeriesOccurrenceInput } from '../../../common/schedule-series.schema';

/**
 * Back-office setup of the booking system (places, rooms, plans, staff, schedule entries,
 * holidays). Callers check PLACE_/ROOM_/SERVICE_PLAN_/STAFF_/SCHEDULE_ permissions first
 * (server/http/api-booking-setup.ts, the /manage loaders); inputs arrive parsed with
 * common/booking-setup.schema.ts (at the edge); every write is logged in its own transaction.
 */
export function createBookingSetupServices(db: Db, now: () => Date = () => new Date()) {
  return {
    options: () => listSetupOptions(db),
    places: () => listSetupPlaces(db),
    place: (id: number) => getSetupPlace(db, id),
    updatePlace: (ctx: ManageCtx, id: number, input: PlaceSettingsInput) => updatePlace(db, ctx, id, input),
    addPlaceHoliday: (ctx: ManageCtx, placeId: number, input: PlaceHolidayInput) => savePlaceHoliday(db, ctx, placeId, null, input),
    updatePlaceHoliday: (ctx: ManageCtx, placeId: number, holidayId: number, input: PlaceHolidayInput) => savePlaceHoliday(db, ctx, placeId, holidayId, input),
    deletePlaceHoliday: (ctx: ManageCtx, placeId: number, holidayId: number) => deletePlaceHoliday(db, ctx, placeId, holidayId),
    rooms: (placeId?: number) => listSetupRooms(db, placeId),
    createRoom: (ctx: ManageCtx, input: RoomCreateInput) => saveRoom(db, ctx, null, input),
    updateRoom: (ctx: ManageCtx, id: number, input: RoomInput) => saveRoom(db, ctx, id, input),
    deleteRoom: (ctx: ManageCtx, id: number) => deleteRoom(db, ctx, id),
    staff: () => listSetupStaff(db),
    updateStaff: (ctx: ManageCtx, id: number, input: StaffBookingInput) => updateStaffBooking(db, ctx, id, input),
    servicePlans: () => listSetupServicePlans(db),
    createServicePlan: (ctx: ManageCtx, input: ServicePlanInput) => saveServicePlan(db, ctx, null, input),
    updateServicePlan: (ctx: ManageCtx, id: number, input: ServicePlanInput) => saveServicePlan(db, ctx, id, input),
    deleteServicePlan: (ctx: ManageCtx, id: number) => deleteServicePlan(db, ctx, id),
    scheduleEntries: (query: ScheduleEntryQuery) => listScheduleEntries(db, query, now()),
    createScheduleEntry: (ctx: ManageCtx, input: ScheduleEntryInput) => saveScheduleEntry(db, ctx, null, input, now()),
    updateScheduleEntry: (ctx: ManageCtx, id: number, input: ScheduleEntryInput) => saveScheduleEntry(db, ctx, id, input, now()),
    deleteScheduleEntry: (ctx: ManageCtx, id: number) => deleteScheduleEntry(db, ctx, id),
    scheduleSeries: (placeId: number) => listScheduleSeries(db, placeId),
    oneScheduleSeries: (id: number) => getScheduleSeries(db, id),
    createScheduleSeries: (ctx: ManageCtx, input: ScheduleSeriesInput) => saveScheduleSeries(db, ctx, null, input, now()),
    updateScheduleSeries: (ctx: ManageCtx, id: number, input: ScheduleSeriesInput) => saveScheduleSeries(db, ctx, id, input, now()),
    deleteScheduleSeries: (ctx: ManageCtx, id: number) => deleteScheduleSeries(db, ctx, id),
    editSeriesOccurrence: (ctx: ManageCtx, id: number, date: number, input: SeriesOccurrenceInput) => editSeriesOccurrence(db, ctx, id, date, input, now()),
    deleteSeriesOccurrence: (ctx: ManageCtx, id: number, date: number) => deleteSeriesOccurrence(db, ctx, id, date, now()),
    publicHolidays: (query: { year: number }) => listPublicHolidays(db, query),
    createPublicHoliday: (ctx: ManageCtx, input: PublicHolidayInput) => savePublicHoliday(db, ctx, null, input),
    /** Reads the government's holiday calendar file; with `apply`, adds and renames what it lists from today on. */
    importPublicHolidays: (ctx: ManageCtx, input: { lng: Lng; bytes: Buffer; apply: boolean }) => importPublicHolidays(db, ctx, input, new Date()),
    updatePublicHoliday: (ctx: ManageCtx, date: number, input: PublicHolidayInput) => savePublicHoliday(db, ctx, date, input),
    deletePublicHoliday: (ctx: ManageCtx, date: number) => deletePublicHoliday(db, ctx, date),
  };
}
export type BookingSetupServices = ReturnType<typeof createBookingSetupServices>;
