import { Hono, type Context } from 'hono';
import {
  placeHolidayInput,
  placeSettingsInput,
  publicHolidayInput,
  publicHolidayQuery,
  roomCreateInput,
  roomInput,
  roomListQuery,
  scheduleEntryInput,
  scheduleEntryQuery,
  servicePlanInput,
  staffBookingInput,
} from '../../common/booking-admin.schema';
import { isValidDate } from '../../common/clinic-time';
import { can, canAny } from '../../common/permissions';
import { isStaff } from '../domain/accounts/sign-in';
import { AppError } from '../domain/app-error';
import type { ManageCtx } from '../domain/manage/manage-context';
import type { AppServices } from '../services';
import { declareRoute, parseWith } from './api-route';
import { requireActor, type AuthEnv } from './auth-session';
import { clientIp } from './rate-limit';

type Check = (permissions: readonly string[]) => boolean;
type Resource = 'PLACE' | 'ROOM' | 'STAFF' | 'SERVICE_PLAN' | 'SCHEDULE';

/** Spec §6 `{resource}_{action}` (administrators pass every check); editing implies viewing. */
const view = (r: Resource): Check => (p) => canAny(p, r, 'VIEW,EDIT');
const edit = (r: Resource): Check => (p) => can(p, `${r}_EDIT`);
const remove = (r: Resource): Check => (p) => can(p, `${r}_DELETE`);
/** The choice lists serve every setup screen. */
const anySetupView: Check = (p) => canAny(p, 'PLACE,ROOM,STAFF,SERVICE_PLAN,SCHEDULE', 'VIEW,EDIT');

const BASE = '/manage/booking-setup';

const body = async (c: Context) => c.req.json().catch(() => ({}));
/** Query parameters without empty ones (an empty filter means none). */
const query = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));

/** A serial id from the path, else 404. */
function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError('NOT_FOUND');
  return Number(raw);
}
/** A YYYYMMDD date from the path, else 404. */
function dateParam(c: Context): number {
  const raw = c.req.param('date') ?? '';
  if (!/^\d{8}$/.test(raw) || !isValidDate(Number(raw))) throw new AppError('NOT_FOUND');
  return Number(raw);
}

/**
 * /api/manage/booking-setup/*: places (booking settings, holidays), rooms, staff booking settings,
 * service plans, schedule entries and Hong Kong public holidays. Every route: signed in (401),
 * staff with the route's permission (403); the domain validates (400 naming each field), logs the
 * write in its transaction and answers 409 for taken dates, codes and overlaps.
 */
export function bookingAdminApi(services: AppServices) {
  const api = new Hono<AuthEnv>();
  const setup = services.bookingAdmin;

  function ctx(c: Context<AuthEnv>, check: Check): ManageCtx {
    const actor = requireActor(c);
    if (!isStaff(actor) || !check(actor.permissions)) throw new AppError('FORBIDDEN');
    return { actor, ip: clientIp(c) };
  }

  declareRoute({ method: 'get', path: `/api${BASE}/options`, summary: 'Places, rooms, team members and service pages the setup forms choose from' });
  api.get(`${BASE}/options`, async (c) => {
    ctx(c, anySetupView);
    return c.json(await setup.options());
  });

  // Places ---------------------------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/places`, summary: 'Every place with its booking settings' });
  api.get(`${BASE}/places`, async (c) => {
    ctx(c, view('PLACE'));
    return c.json({ rows: await setup.places() });
  });

  declareRoute({ method: 'get', path: `/api${BASE}/places/{id}`, summary: 'One place’s booking settings and its holidays' });
  api.get(`${BASE}/places/:id`, async (c) => {
    ctx(c, view('PLACE'));
    return c.json(await setup.place(idParam(c)));
  });

  declareRoute({
    method: 'put',
    path: `/api${BASE}/places/{id}`,
    summary: 'Saves a place’s contact details, service hours (DAILY, WEEKLY or FULL), minute grid, change window and bookable flag',
    body: placeSettingsInput,
  });
  api.put(`${BASE}/places/:id`, async (c) => {
    const context = ctx(c, edit('PLACE'));
    return c.json({ place: await setup.updatePlace(context, idParam(c), await body(c)) });
  });

  declareRoute({ method: 'post', path: `/api${BASE}/places/{id}/holidays`, summary: 'Adds a closed date to a place (409 when the place already has that date)', body: placeHolidayInput });
  api.post(`${BASE}/places/:id/holidays`, async (c) => {
    const context = ctx(c, edit('PLACE'));
    return c.json({ holiday: await setup.addPlaceHoliday(context, idParam(c), await body(c)) });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/places/{id}/holidays/{holidayId}`, summary: 'Changes a closed date of a place (409 when the place already has the new date)', body: placeHolidayInput });
  api.put(`${BASE}/places/:id/holidays/:holidayId`, async (c) => {
    const context = ctx(c, edit('PLACE'));
    return c.json({ holiday: await setup.updatePlaceHoliday(context, idParam(c), idParam(c, 'holidayId'), await body(c)) });
  });

  declareRoute({ method: 'delete', path: `/api${BASE}/places/{id}/holidays/{holidayId}`, summary: 'Removes a closed date of a place (part of editing the place)' });
  api.delete(`${BASE}/places/:id/holidays/:holidayId`, async (c) => {
    const context = ctx(c, edit('PLACE'));
    await setup.deletePlaceHoliday(context, idParam(c), idParam(c, 'holidayId'));
    return c.json({ ok: true });
  });

  // Rooms ----------------------------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/rooms`, summary: 'Rooms, of one place or all', query: roomListQuery });
  api.get(`${BASE}/rooms`, async (c) => {
    ctx(c, view('ROOM'));
    const q = parseWith(roomListQuery, query(c));
    return c.json({ rows: await setup.rooms(q.placeId) });
  });

  declareRoute({ method: 'post', path: `/api${BASE}/rooms`, summary: 'Adds a room to a place (code: one digit or letter, unique within the place)', body: roomCreateInput });
  api.post(`${BASE}/rooms`, async (c) => {
    const context = ctx(c, edit('ROOM'));
    return c.json({ room: await setup.createRoom(context, await body(c)) });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/rooms/{id}`, summary: 'Changes a room (it keeps its place)', body: roomInput });
  api.put(`${BASE}/rooms/:id`, async (c) => {
    const context = ctx(c, edit('ROOM'));
    return c.json({ room: await setup.updateRoom(context, idParam(c), await body(c)) });
  });

  declareRoute({ method: 'delete', path: `/api${BASE}/rooms/{id}`, summary: 'Deletes a room no booking has used (409 otherwise)' });
  api.delete(`${BASE}/rooms/:id`, async (c) => {
    const context = ctx(c, remove('ROOM'));
    await setup.deleteRoom(context, idParam(c));
    return c.json({ ok: true });
  });

  // Staff ----------------------------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/staff`, summary: 'Team members with their booking settings and qualifications' });
  api.get(`${BASE}/staff`, async (c) => {
    ctx(c, view('STAFF'));
    return c.json({ rows: await setup.staff() });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/staff/{id}`, summary: 'Sets a team member’s isTherapist, bookCfg (isEnable, isRandom) and place', body: staffBookingInput });
  api.put(`${BASE}/staff/:id`, async (c) => {
    const context = ctx(c, edit('STAFF'));
    return c.json({ staff: await setup.updateStaff(context, idParam(c), await body(c)) });
  });

  // Service plans --------------------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/service-plans`, summary: 'Service plans with their therapists and rooms' });
  api.get(`${BASE}/service-plans`, async (c) => {
    ctx(c, view('SERVICE_PLAN'));
    return c.json({ rows: await setup.servicePlans() });
  });

  declareRoute({ method: 'post', path: `/api${BASE}/service-plans`, summary: 'Adds a service plan (price in HKD dollars, stored as cents)', body: servicePlanInput });
  api.post(`${BASE}/service-plans`, async (c) => {
    const context = ctx(c, edit('SERVICE_PLAN'));
    return c.json({ plan: await setup.createServicePlan(context, await body(c)) });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/service-plans/{id}`, summary: 'Changes a service plan and who and where delivers it', body: servicePlanInput });
  api.put(`${BASE}/service-plans/:id`, async (c) => {
    const context = ctx(c, edit('SERVICE_PLAN'));
    return c.json({ plan: await setup.updateServicePlan(context, idParam(c), await body(c)) });
  });

  declareRoute({ method: 'delete', path: `/api${BASE}/service-plans/{id}`, summary: 'Deletes a service plan nobody has booked (409 otherwise)' });
  api.delete(`${BASE}/service-plans/:id`, async (c) => {
    const context = ctx(c, remove('SERVICE_PLAN'));
    await setup.deleteServicePlan(context, idParam(c));
    return c.json({ ok: true });
  });

  // Schedule entries -----------------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/schedule-entries`, summary: 'Schedule entries of a place in a date range, optionally of one type', query: scheduleEntryQuery });
  api.get(`${BASE}/schedule-entries`, async (c) => {
    ctx(c, view('SCHEDULE'));
    return c.json({ rows: await setup.scheduleEntries(query(c)) });
  });

  declareRoute({ method: 'post', path: `/api${BASE}/schedule-entries`, summary: 'Adds a holiday, opening or reservation (409 when it overlaps one of the same type and target)', body: scheduleEntryInput });
  api.post(`${BASE}/schedule-entries`, async (c) => {
    const context = ctx(c, edit('SCHEDULE'));
    return c.json({ entry: await setup.createScheduleEntry(context, await body(c)) });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/schedule-entries/{id}`, summary: 'Changes a schedule entry', body: scheduleEntryInput });
  api.put(`${BASE}/schedule-entries/:id`, async (c) => {
    const context = ctx(c, edit('SCHEDULE'));
    return c.json({ entry: await setup.updateScheduleEntry(context, idParam(c), await body(c)) });
  });

  declareRoute({ method: 'delete', path: `/api${BASE}/schedule-entries/{id}`, summary: 'Deletes a schedule entry' });
  api.delete(`${BASE}/schedule-entries/:id`, async (c) => {
    const context = ctx(c, remove('SCHEDULE'));
    await setup.deleteScheduleEntry(context, idParam(c));
    return c.json({ ok: true });
  });

  // Hong Kong public holidays --------------------------------------------------------------------

  declareRoute({ method: 'get', path: `/api${BASE}/public-holidays`, summary: 'Hong Kong public holidays of one year', query: publicHolidayQuery });
  api.get(`${BASE}/public-holidays`, async (c) => {
    ctx(c, view('SCHEDULE'));
    return c.json({ rows: await setup.publicHolidays(query(c)) });
  });

  declareRoute({ method: 'post', path: `/api${BASE}/public-holidays`, summary: 'Adds a public holiday (409 when the date is listed already)', body: publicHolidayInput });
  api.post(`${BASE}/public-holidays`, async (c) => {
    const context = ctx(c, edit('SCHEDULE'));
    return c.json({ holiday: await setup.createPublicHoliday(context, await body(c)) });
  });

  declareRoute({ method: 'put', path: `/api${BASE}/public-holidays/{date}`, summary: 'Changes a public holiday’s date or names', body: publicHolidayInput });
  api.put(`${BASE}/public-holidays/:date`, async (c) => {
    const context = ctx(c, edit('SCHEDULE'));
    return c.json({ holiday: await setup.updatePublicHoliday(context, dateParam(c), await body(c)) });
  });

  declareRoute({ method: 'delete', path: `/api${BASE}/public-holidays/{date}`, summary: 'Removes a public holiday' });
  api.delete(`${BASE}/public-holidays/:date`, async (c) => {
    const context = ctx(c, remove('SCHEDULE'));
    await setup.deletePublicHoliday(context, dateParam(c));
    return c.json({ ok: true });
  });

  return api;
}
