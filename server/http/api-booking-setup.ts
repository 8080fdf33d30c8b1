import { z } from 'zod';
import { placeHolidayInput, placeSettingsInput, publicHolidayInput, publicHolidayQuery, roomCreateInput, roomInput, roomListQuery, scheduleEntryInput, scheduleEntryQuery, servicePlanInput, staffBookingInput } from '../../common/booking-setup.schema';
import { isValidDate } from '../../common/clinic-time';
import { serialId } from '../../common/validators/input';
import type { AppServices } from '../services';
import { perm } from './permission';
import { route, type AnyRoute } from './route';
import { idParams, ok } from './route-kit';

const BASE = '/api/manage/booking-setup';
const holidayParams = z.object({ id: serialId, holidayId: serialId });
/** A YYYYMMDD date in the path. */
const dateParams = z.object({ date: z.string().regex(/^\d{8}$/).transform(Number).refine(isValidDate) });
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
    route({
      method: 'get', path: `${BASE}/places`, access: 'staff', permission: perm.view('PLACE'), summary: 'Every place with its booking settings',
      handler: async (c) => c.json({ rows: await setup.places() }),
    }),
    route({
      method: 'get', path: `${BASE}/places/{id}`, access: 'staff', permission: perm.view('PLACE'), params: idParams,
      summary: 'One place’s booking settings and its holidays',
      handler: async (c, { params }) => c.json(await setup.place(params.id)),
    }),
    route({
      method: 'put', path: `${BASE}/places/{id}`, access: 'staff', permission: perm.edit('PLACE'), params: idParams, body: placeSettingsInput,
      summary: 'Saves a place’s contact details, service hours (DAILY, WEEKLY or FULL), minute grid, change window and bookable flag',
      handler: async (c, { ctx, params, body }) => c.json({ place: await setup.updatePlace(ctx, params.id, body) }),
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
    route({
      method: 'get', path: `${BASE}/rooms`, access: 'staff', permission: perm.view('ROOM'), query: roomListQuery, summary: 'Rooms, of one place or all',
      handler: async (c, { query }) => c.json({ rows: await setup.rooms(query.placeId) }),
    }),
    route({
      method: 'post', path: `${BASE}/rooms`, access: 'staff', permission: perm.edit('ROOM'), body: roomCreateInput,
      summary: 'Adds a room to a place (code: one digit or letter, unique within the place)',
      handler: async (c, { ctx, body }) => c.json({ room: await setup.createRoom(ctx, body) }),
    }),
    route({
      method: 'put', path: `${BASE}/rooms/{id}`, access: 'staff', permission: perm.edit('ROOM'), params: idParams, body: roomInput,
      summary: 'Changes a room (it keeps its place)',
      handler: async (c, { ctx, params, body }) => c.json({ room: await setup.updateRoom(ctx, params.id, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/rooms/{id}`, access: 'staff', permission: perm.delete('ROOM'), params: idParams,
      summary: 'Deletes a room no booking has used (409 otherwise)',
      handler: async (c, { ctx, params }) => ok(c, setup.deleteRoom(ctx, params.id)),
    }),

    // Staff --------------------------------------------------------------------------------------
    route({
      method: 'get', path: `${BASE}/staff`, access: 'staff', permission: perm.view('STAFF'), summary: 'Team members with their booking settings and qualifications',
      handler: async (c) => c.json({ rows: await setup.staff() }),
    }),
    route({
      method: 'put', path: `${BASE}/staff/{id}`, access: 'staff', permission: perm.edit('STAFF'), params: idParams, body: staffBookingInput,
      summary: 'Sets a team member’s isTherapist, bookCfg (isEnable, isRandom) and place',
      handler: async (c, { ctx, params, body }) => c.json({ staff: await setup.updateStaff(ctx, params.id, body) }),
    }),

    // Service plans ------------------------------------------------------------------------------
    route({
      method: 'get', path: `${BASE}/service-plans`, access: 'staff', permission: perm.view('SERVICE_PLAN'), summary: 'Service plans with their therapists and rooms',
      handler: async (c) => c.json({ rows: await setup.servicePlans() }),
    }),
    route({
      method: 'post', path: `${BASE}/service-plans`, access: 'staff', permission: perm.edit('SERVICE_PLAN'), body: servicePlanInput,
      summary: 'Adds a service plan (price in HKD dollars, stored as cents)',
      handler: async (c, { ctx, body }) => c.json({ plan: await setup.createServicePlan(ctx, body) }),
    }),
    route({
      method: 'put', path: `${BASE}/service-plans/{id}`, access: 'staff', permission: perm.edit('SERVICE_PLAN'), params: idParams, body: servicePlanInput,
      summary: 'Changes a service plan and who and where delivers it',
      handler: async (c, { ctx, params, body }) => c.json({ plan: await setup.updateServicePlan(ctx, params.id, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/service-plans/{id}`, access: 'staff', permission: perm.delete('SERVICE_PLAN'), params: idParams,
      summary: 'Deletes a service plan nobody has booked (409 otherwise)',
      handler: async (c, { ctx, params }) => ok(c, setup.deleteServicePlan(ctx, params.id)),
    }),

    // Schedule entries ---------------------------------------------------------------------------
    route({
      method: 'get', path: `${BASE}/schedule-entries`, access: 'staff', permission: perm.view('SCHEDULE'), query: scheduleEntryQuery,
      summary: 'Schedule entries of a place in a date range, optionally of one type',
      handler: async (c, { query }) => c.json({ rows: await setup.scheduleEntries(query) }),
    }),
    route({
      method: 'post', path: `${BASE}/schedule-entries`, access: 'staff', permission: perm.edit('SCHEDULE'), body: scheduleEntryInput,
      summary: 'Adds a holiday, opening or reservation (409 when it overlaps one of the same type and target)',
      handler: async (c, { ctx, body }) => c.json({ entry: await setup.createScheduleEntry(ctx, body) }),
    }),
    route({
      method: 'put', path: `${BASE}/schedule-entries/{id}`, access: 'staff', permission: perm.edit('SCHEDULE'), params: idParams, body: scheduleEntryInput,
      summary: 'Changes a schedule entry',
      handler: async (c, { ctx, params, body }) => c.json({ entry: await setup.updateScheduleEntry(ctx, params.id, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/schedule-entries/{id}`, access: 'staff', permission: perm.delete('SCHEDULE'), params: idParams, summary: 'Deletes a schedule entry',
      handler: async (c, { ctx, params }) => ok(c, setup.deleteScheduleEntry(ctx, params.id)),
    }),

    // Hong Kong public holidays ------------------------------------------------------------------
    route({
      method: 'get', path: `${BASE}/public-holidays`, access: 'staff', permission: perm.view('SCHEDULE'), query: publicHolidayQuery,
      summary: 'Hong Kong public holidays of one year',
      handler: async (c, { query }) => c.json({ rows: await setup.publicHolidays(query) }),
    }),
    route({
      method: 'post', path: `${BASE}/public-holidays`, access: 'staff', permission: perm.edit('SCHEDULE'), body: publicHolidayInput,
      summary: 'Adds a public holiday (409 when the date is listed already)',
      handler: async (c, { ctx, body }) => c.json({ holiday: await setup.createPublicHoliday(ctx, body) }),
    }),
    route({
      method: 'put', path: `${BASE}/public-holidays/{date}`, access: 'staff', permission: perm.edit('SCHEDULE'), params: dateParams, body: publicHolidayInput,
      summary: 'Changes a public holiday’s date or names',
      handler: async (c, { ctx, params, body }) => c.json({ holiday: await setup.updatePublicHoliday(ctx, params.date, body) }),
    }),
    route({
      method: 'delete', path: `${BASE}/public-holidays/{date}`, access: 'staff', permission: perm.delete('SCHEDULE'), params: dateParams, summary: 'Removes a public holiday',
      handler: async (c, { ctx, params }) => ok(c, setup.deletePublicHoliday(ctx, params.date)),
    }),
  ];
}
