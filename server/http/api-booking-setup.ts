import { z } from 'zod';
import { holidayImportQuery, placeHolidayInput, placeSettingsInput, publicHolidayInput, publicHolidayQuery, roomCreateInput, roomInput, roomListQuery, scheduleEntryInput, scheduleEntryQuery, servicePlanInput, staffBookingInput } from '../../common/booking-setup.schema';
import { isValidDate } from '../../common/clinic-time';
import { HOLIDAY_ICS_MAX_BYTES } from '../../common/holiday-ics';
import { scheduleSeriesInput, seriesOccurrenceInput } from '../../common/schedule-series.schema';
import { serialId } from '../../common/validators/input';
import type { AppServices } from '../services';
import { crudRoutes } from './crud-routes';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams, ok } from './route-kit';

const BASE = '/api/manage/booking-setup';
const holidayParams = z.object({ id: serialId, holidayId: serialId });
/** A YYYYMMDD date in the path. */
const dateParams = z.object({ date: z.string().regex(/^\d{8}$/).transform(Number).refine(isValidDate) });
/** A series and one of its dates. */
const occurrenceParams = z.object({ id: serialId, date: dateParams.shape.date });
const seriesListQuery = z.object({ placeId: serialId });
/** The choice lists serve every setup screen. */
const anySetupView = perm.view('PLACE', 'ROOM', 'STAFF', 'SERVICE_PLAN', 'SCHEDULE');

/**
 * /api/manage/booking-setup/*: places (booking settings, holidays), rooms, staff booking settings,
 * service plans, schedule entries and Hong Kong public holidays. Every route: signed in (401),
 * staff with the route's permission (403); bodies are parsed here (400 naming each field), the
 * domain checks the rules, logs the write in its transaction and answers 409 for taken dates,
 * codes and overlaps.
 */
export function bookingSetupRoutes(services: AppServices): AnyRoute[] {
  const setup = services.bookingSetup;
  return [
    route({
      method: 'get', path: `${BASE}/options`, access: 'staff', permission: anySetupView,
      summary: 'Places, rooms, team members and service pages the setup forms choose from',
      handler: async (c) => c.json(await setup.options()),
    }),

    // Places -------------------------------------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/places`, resource: 'PLACE', key: 'place',
      list: { key: 'rows', summary: 'Every place with its booking settings', load: () => setup.places() },
      get: { summary: 'One place’s booking settings and its holidays', load: ({ id }) => setup.place(id) },
      update: { body: placeSettingsInput, summary: 'Saves a place’s contact details, service hours (DAILY, WEEKLY or FULL), minute grid, change window and bookable flag', run: (ctx, { id }, body) => setup.updatePlace(ctx, id, body) },
    }),
    route({
      method: 'post', path: `${BASE}/places/{id}/holidays`, access: 'staff', permission: perm.edit('PLACE'), params: idParams, body: placeHolidayInput,
      summary: 'Adds a closed date to a place (409 when the place already has that date)',
      handler: async (c, { ctx, params, body }) => c.json({ holiday: await setup.addPlaceHoliday(ctx, params.id, body) }),
    }),
    route({
      method: 'put', path: `${BASE}/places/{id}/holidays/{holidayId}`, access: 'staff', permission: perm.edit('PLACE'), params: holidayParams, body: placeHolidayInput,
      summary: 'Changes a closed date of a place (409 when the place already has the new date)',
      handler: async (c, { ctx, params, body }) => c.json({ holiday: await setup.updatePlaceHoliday(ctx, params.id, params.holidayId, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/places/{id}/holidays/{holidayId}`, access: 'staff', permission: perm.edit('PLACE'), params: holidayParams,
      summary: 'Removes a closed date of a place (part of editing the place)',
      handler: async (c, { ctx, params }) => ok(c, setup.deletePlaceHoliday(ctx, params.id, params.holidayId)),
    }),

    // Rooms --------------------------------------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/rooms`, resource: 'ROOM', key: 'room',
      list: { key: 'rows', query: roomListQuery, summary: 'Rooms, of one place or all', load: (query) => setup.rooms(query.placeId) },
      create: { body: roomCreateInput, summary: 'Adds a room to a place (code: one digit or letter, unique within the place)', run: (ctx, body) => setup.createRoom(ctx, body) },
      update: { body: roomInput, summary: 'Changes a room (it keeps its place)', run: (ctx, { id }, body) => setup.updateRoom(ctx, id, body) },
      remove: { summary: 'Deletes a room no booking has used (409 otherwise)', run: (ctx, { id }) => setup.deleteRoom(ctx, id) },
    }),

    // Staff --------------------------------------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/staff`, resource: 'STAFF', key: 'staff',
      list: { key: 'rows', summary: 'Team members with their booking settings and qualifications', load: () => setup.staff() },
      update: { body: staffBookingInput, summary: 'Sets a team member’s isTherapist, bookCfg (isEnable, isRandom) and place', run: (ctx, { id }, body) => setup.updateStaff(ctx, id, body) },
    }),

    // Service plans ------------------------------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/service-plans`, resource: 'SERVICE_PLAN', key: 'plan',
      list: { key: 'rows', summary: 'Service plans with their therapists and rooms', load: () => setup.servicePlans() },
      create: { body: servicePlanInput, summary: 'Adds a service plan (price in HKD dollars, stored as cents)', run: (ctx, body) => setup.createServicePlan(ctx, body) },
      update: { body: servicePlanInput, summary: 'Changes a service plan and who and where delivers it', run: (ctx, { id }, body) => setup.updateServicePlan(ctx, id, body) },
      remove: { summary: 'Deletes a service plan nobody has booked (409 otherwise)', run: (ctx, { id }) => setup.deleteServicePlan(ctx, id) },
    }),

    // Schedule entries ---------------------------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/schedule-entries`, resource: 'SCHEDULE', key: 'entry',
      list: { key: 'rows', query: scheduleEntryQuery, summary: 'Schedule entries of a place in a date range, optionally of one type', load: (query) => setup.scheduleEntries(query) },
      create: { body: scheduleEntryInput, summary: 'Adds a holiday, opening or reservation (409 when it overlaps one of the same type and target)', run: (ctx, body) => setup.createScheduleEntry(ctx, body) },
      update: { body: scheduleEntryInput, summary: 'Changes a schedule entry', run: (ctx, { id }, body) => setup.updateScheduleEntry(ctx, id, body) },
      remove: { summary: 'Deletes a schedule entry', run: (ctx, { id }) => setup.deleteScheduleEntry(ctx, id) },
    }),

    // Series and date ranges (issue 13) ----------------------------------------------------------
    ...crudRoutes({
      path: `${BASE}/schedule-series`, resource: 'SCHEDULE', key: 'series',
      list: { key: 'rows', query: seriesListQuery, summary: 'Recurring entries and date ranges of a place', load: (query) => setup.scheduleSeries(query.placeId) },
      get: { summary: 'One series or date range', load: ({ id }) => setup.oneScheduleSeries(id) },
      create: { body: scheduleSeriesInput, summary: 'Adds a series (weekdays, times, from a date until a date or open-ended) or a date range (409 SCHEDULE_ENTRY_OVERLAP; 409 SCHEDULE_BOOKING_CONFLICT lists the bookings in the way unless force)', run: (ctx, body) => setup.createScheduleSeries(ctx, body) },
      update: { body: scheduleSeriesInput, summary: 'Changes a whole series or date range (same checks)', run: (ctx, { id }, body) => setup.updateScheduleSeries(ctx, id, body) },
      remove: { summary: 'Deletes a whole series with its changed occurrences', run: (ctx, { id }) => setup.deleteScheduleSeries(ctx, id) },
    }),
    route({
      method: 'put', path: `${BASE}/schedule-series/{id}/occurrences/{date}`, access: 'staff', permission: perm.edit('SCHEDULE'), params: occurrenceParams, body: seriesOccurrenceInput,
      summary: 'Changes one occurrence of a series (its times and remark): a schedule entry linked to the series replaces it',
      handler: async (c, { ctx, params, body }) => c.json({ entry: await setup.editSeriesOccurrence(ctx, params.id, params.date, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/schedule-series/{id}/occurrences/{date}`, access: 'staff', permission: perm.delete('SCHEDULE'), params: occurrenceParams,
      summary: 'Deletes one occurrence of a series (its date is skipped)',
      handler: async (c, { ctx, params }) => ok(c, setup.deleteSeriesOccurrence(ctx, params.id, params.date)),
    }),

    // Hong Kong public holidays ------------------------------------------------------------------
    route({
      method: 'post', path: `${BASE}/public-holidays/import`, access: 'staff', permission: perm.edit('SCHEDULE'), query: holidayImportQuery, upload: { maxBytes: HOLIDAY_ICS_MAX_BYTES },
      summary: "Reads the government's public-holiday calendar file (iCalendar, in the language `lng`) sent as the body: each holiday from today on is NEW, RENAMED or SAME, earlier ones PAST; with apply=true the new and renamed ones are written and logged (400 HOLIDAY_ICS_UNREADABLE)",
      handler: async (c, { ctx, query, bytes }) => c.json(await setup.importPublicHolidays(ctx, { lng: query.lng, bytes: bytes!, apply: query.apply === 'true' })),
    }),
    ...crudRoutes({
      path: `${BASE}/public-holidays`, resource: 'SCHEDULE', key: 'holiday', item: '{date}', params: dateParams,
      list: { key: 'rows', query: publicHolidayQuery, summary: 'Hong Kong public holidays of one year', load: (query) => setup.publicHolidays(query) },
      create: { body: publicHolidayInput, summary: 'Adds a public holiday (409 when the date is listed already)', run: (ctx, body) => setup.createPublicHoliday(ctx, body) },
      update: { body: publicHolidayInput, summary: 'Changes a public holiday’s date or names', run: (ctx, { date }, body) => setup.updatePublicHoliday(ctx, date, body) },
      remove: { summary: 'Removes a public holiday', run: (ctx, { date }) => setup.deletePublicHoliday(ctx, date) },
    }),
  ];
}
