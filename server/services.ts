import { isLocalUrl, type Config } from './config';
import type { Database, Db } from './db/client';
import { getBlogPost, getBlogPostPreview } from './domain/content/get-blog-post';
import { BLOG_FEED_SIZE, renderBlogFeed } from './domain/content/blog-feed';
import { listManageBlog } from './domain/blog/list-manage-blog';
import { getManagedBlogPost, saveBlogPost, setBlogPostDeleted } from './domain/blog/manage-blog';
import { getEvent } from './domain/content/get-event';
import { getHashtag } from './domain/content/get-hashtag';
import { getService } from './domain/content/get-service';
import { getSiteSettings } from './domain/content/get-site-settings';
import { bindDeals } from './domain/deal/deal-service';
import { bindLedger } from './domain/ledger/ledger-service';
import { settlementReport } from './domain/deal/settlement';
import { closePeriod, listCloses } from './domain/deal/close-period';
import { bindPackages } from './domain/package/package-service';
import { listBlogCategories, listBlogPosts, type ListBlogPostsInput } from './domain/content/list-blog-posts';
import { listEvents } from './domain/content/list-events';
import { listFaqs } from './domain/content/list-faqs';
import { listManageFaqs } from './domain/faq/list-manage-faqs';
import { saveFaq, setFaqDeleted } from './domain/faq/save-faq';
import { listManageReviews, saveReview, setReviewDeleted } from './domain/review/manage-reviews';
import { getMemberReview, submitMemberReview } from './domain/review/member-review';
import { deleteAlbum, listAlbums, saveAlbum, setAlbumImages } from './domain/media/albums';
import { picturesOf } from './domain/media/pictures';
import { cropMedia, deleteMedia, listMedia, updateMedia, uploadMedia } from './domain/media/media-library';
import { listManageEvents, saveEvent, setEventDeleted } from './domain/event/manage-events';
import { listManagePromotions, savePromotion, setPromotionDeleted } from './domain/promotion/manage-promotions';
import { listManageServicePages, saveServicePage } from './domain/service-page/manage-service-pages';
import { listManageTeam, saveTeamProfile } from './domain/team/manage-team';
import { listPlaceHours } from './domain/content/list-place-hours';
import { listPlaces } from './domain/content/list-places';
import { listPromotions } from './domain/content/list-promotions';
import { getServiceOffer } from './domain/content/service-offer';
import { listReviews } from './domain/content/list-reviews';
import { listServices } from './domain/content/list-services';
import { listTeam } from './domain/content/list-team';
import { listAlbumPhotos } from './domain/content/list-album-photos';
import { saveErrorReport } from './domain/error-report/save-error-report';
import type { LocaleStore } from './domain/i18n/locale-store';
import { exportTranslations, importTranslations, listTranslations, resetTranslation, setTranslation } from './domain/i18n/manage-translations';
import type { MissingKeyReportInput, TranslationFile, TranslationInput, TranslationListQuery, TranslationRef, TranslationReportRef } from '../common/translation.schema';
import { dismissMissingReport, reportMissingKey } from './domain/i18n/missing-key-reports';
import { contentChangesBetween, getContentVersion } from './domain/site/content-version';
import { createContentVersionWatch, type ContentChangeSignal } from './domain/site/content-version-watch';
import { nextScheduledChangeAt } from './domain/site/next-scheduled-change';
import type { Clock } from './domain/shared/clock';
import type { SettlementCloseInput } from '../common/settlement.schema';
import { bindEventRegistration } from './domain/event/registration-service';
import { createVersionMemo } from './domain/site/version-memo';
import type { ErrorReportInput } from '../common/error-report.schema';
import type { CloseAccountInput } from '../common/privacy';
import { presentSite } from './presenters/site';
import type { RegisterInput } from '../common/account.schema';
import type { FaqType } from '../common/faq.schema';
import type { MemberReviewInput } from '../common/review.schema';
import type { AlbumImagesInput, AlbumInput, MediaCropInput, MediaListQuery, MediaUpdateInput } from '../common/media.schema';
import type { BlogListQuery } from '../common/blog.schema';
import type { ServicePageInput } from '../common/service-page.schema';
import type { TeamProfileInput } from '../common/team.schema';
import { pickText, type Lng } from '../common/i18n-config';
import type { OtpPurpose } from '../common/otp';
import { changePassword, changePhone, resetPassword } from './domain/accounts/change-credentials';
import { loadActor, type Actor } from './domain/accounts/get-actor';
import { listCountries } from './domain/accounts/list-countries';
import { registerMember } from './domain/accounts/register-member';
import { sendCode } from './domain/accounts/send-code';
import { createSession, endSession, listSessions, resolveSessionActor, revokeSession } from './domain/accounts/sessions';
import { sessionKindFor, type SessionSite } from './domain/accounts/session-policy';
import { isStaff } from '../common/permissions';
import type { PermissionRow } from '../common/permission-groups';
import { toClinicDate } from '../common/clinic-time';
import { HOURS_DATA_DAYS } from '../common/opening-hours';
import { signInAccountId, signInStaff, signInWithCode, signInWithPassword } from './domain/accounts/sign-in';
import { updateProfile } from './domain/accounts/update-profile';
import {
  deletePasskey, listPasskeys, passkeyLoginOptions, passkeyRegistrationOptions, registerPasskey, signInWithPasskey, type RelyingParty,
} from './domain/accounts/passkeys';
import { linkThirdParty, listThirdParty, signInWithThirdParty, unlinkThirdParty } from './domain/accounts/third-party';
import type { BotCheck } from './integrations/bot-check/altcha';
import type { FileStore } from './integrations/storage/file-store';
import { setAvatar } from './domain/accounts/set-avatar';
import type { Mailer } from './integrations/mail/mailer';
import type { SmsSender } from './integrations/sms/sms-sender';
import { createRole } from './domain/manage/create-role';
import { createStaffAccount } from './domain/manage/create-staff-account';
import { deleteRole } from './domain/manage/delete-role';
import { deleteUser } from './domain/manage/delete-user';
import { applyWeatherClosure, previewWeatherClosure } from './domain/booking/weather-closure';
import type { WeatherClosureInput, WeatherClosureQuery } from '../common/weather-closure';
import { getDashboardCounts } from './domain/manage/get-dashboard-counts';
import { deskBadges, deskDashboard } from './domain/manage/desk-dashboard';
import { listOperationLog } from './domain/operation-log/list-operation-log';
import { listPermissions } from './domain/manage/list-permissions';
import { listRoles } from './domain/manage/list-roles';
import { listSmsOutbox } from './domain/manage/list-sms-outbox';
import { listUsers } from './domain/manage/list-users';
import { operationLogQuery, permissionListQuery, userListQuery, type CreateStaffInput, type RoleInput } from './domain/manage/manage.schema';
import { parseInput } from './http/parse-input';
import type { ManageCtx } from './domain/shared/manage-context';
import { recoverUser } from './domain/manage/recover-user';
import { setOwnLanguage } from './domain/manage/set-own-language';
import { setUserLock } from './domain/manage/set-user-lock';
import { setUserRoles } from './domain/manage/set-user-roles';
import { updateRole } from './domain/manage/update-role';
import type { TypeInput, TypeListQuery, TypeName } from '../common/type.schema';
import type { SiteSettingsInput } from '../common/site-settings.schema';
import { deleteType } from './domain/types/delete-type';
import { listTypeOptions, listTypes } from './domain/types/list-types';
import { saveType } from './domain/types/save-type';
import { editableSiteSettings, updateSiteSettings } from './domain/site/update-site-settings';
import { createBookingSetupServices } from './domain/booking-setup';
import type { AvailabilityQuery, BookingStatusInput, MemberBookingInput, StaffBookingInput } from '../common/booking.schema';
import { getBodyOptions, getBookingOptions } from './domain/booking/booking-options';
import { createCalendarFeed, getCalendarFeed, renderCalendarFeed, revokeCalendarFeed, type FeedOwner } from './domain/booking/calendar-feed';
import { createBooking, type BookingDeps } from './domain/booking/create-booking';
import { getAvailability } from './domain/booking/get-availability';
import { getSchedule } from './domain/booking/get-schedule';
import { listMemberBookings } from './domain/booking/list-bookings';
import { presentBooking } from './presenters/booking';
import { rescheduleBooking } from './domain/booking/reschedule-booking';
import { setBookingStatus } from './domain/booking/set-booking-status';
import type { Horizon } from './domain/booking/availability';
import { listNotifications, markNotificationsSeen } from './domain/notifications/list-notifications';
import { withNotifications } from './domain/notifications/publish-notifications';
import { createEventBus, type EventBus } from './domain/events';
import { createChatServices } from './domain/chat/chat-services';
import { memberListQuery, type MemberManageInput } from '../common/member-manage.schema';
import { memberCard } from './domain/members/member-card';
import type { WaitlistJoinInput, WaitlistManageQuery } from '../common/waitlist';
import { acceptWaitlistOffer, declineWaitlistOffer } from './domain/waitlist/answer-offer';
import { expireWaitlistOffers } from './domain/waitlist/expire-offers';
import { countNoShows } from './domain/waitlist/no-shows';
import { personalDataZip } from './domain/privacy/data-export';
import { closeOwnAccount } from './domain/privacy/close-account';
import { eraseMember } from './domain/privacy/erase-member';
import { applyRetention } from './domain/privacy/apply-retention';
import { createMedicalServices } from './domain/medical';
import { recordOperation } from './domain/operation-log/record-operation';
import { offerOpenedTime, openedTimeSweeper } from './domain/waitlist/offer-opened-time';
import { joinWaitlist, leaveWaitlist, listMyWaitlist, listWaitlistForStaff, removeWaitlistEntry } from './domain/waitlist/waitlist-entries';
import { waitlistSettings } from './domain/waitlist/waitlist-deps';
import { getMember } from './domain/members/get-member';
import { listMembers } from './domain/members/list-members';
import { correctMember } from './domain/members/correct-member';
import type { MemberCorrectionInput } from '../common/member-correction.schema';
import { updateMember } from './domain/members/update-member';
import { bindAppJobs } from './jobs/app-jobs';
import type { JobQueue } from './jobs/job-queue';
import { bookingWhatsappLink } from './domain/booking/booking-reminders';
import { renderBookingCalendar } from './domain/booking/calendar-feed';

/** How often each process re-reads the content version (a change made by another process shows within it without Redis). */
export const CONTENT_CHECK_MS = 1000;

/** What loaders, actions and /api handlers may call: domain functions bound to the database. */
export function createServices(deps: {
  config: Config;
  database: Database;
  locales: LocaleStore;
  buildVersion: string;
  sms: SmsSender;
  mailer: Mailer;
  botCheck: BotCheck;
  files: FileStore;
  /** Where committed changes are announced (server/realtime listens); a private bus when absent. */
  events?: EventBus;
  /** "Now" for everything shown by time (main.ts: the system clock; tests move theirs forward). */
  clock: Clock;
  /** With several processes (REDIS_URL): content changes announced to and by the others at once. */
  contentSignal?: ContentChangeSignal;
  /** How often the content version is re-read (CONTENT_CHECK_MS unless a test asks otherwise). */
  contentCheckMs?: number;
  /** The durable job queue (server/jobs; ADR 0023); without it no reminder is queued. */
  jobs?: JobQueue;
  /** Work done after a committed change that failed on its own (queuing reminders, offering a freed slot): logged by main.ts. */
  onBackgroundError?: (err: unknown, what: string) => void;
}) {
  const { db } = deps.database;
  const { clock } = deps;
  const events = deps.events ?? createEventBus();
  const translationDeps = { db, defaults: () => deps.locales.defaults() };
  /** After a committed translation change: the locale store reads it now and every open page is told (SYS_I18N_UPDATE). */
  const translationWrite = async <T>(fn: () => Promise<T>): Promise<T> => {
    const out = await fn();
    deps.locales.invalidate();
    events.publish({ type: 'i18n.updated' });
    return out;
  };
  /** Runs a booking change and announces its notifications (NEW_NOTIFY) once it has committed. */
  const notifying = <T>(fn: () => Promise<T>) => withNotifications(db, events, fn);
  // Public content is read far more than written: keep query results until the content changes.
  const notify = { mailer: deps.mailer, translate: (lng: Lng) => deps.locales.fixedT(lng) };
  const bookingDeps: BookingDeps = { translate: (lng) => deps.locales.fixedT(lng), now: () => clock.now(), sms: deps.sms, reportError: deps.onBackgroundError };
  // Time staff open in the schedule is offered to the waiting lists, after the change, off the request.
  const openedTime = openedTimeSweeper(
    () => notifying(() => offerOpenedTime(db, bookingDeps)),
    (err) => deps.onBackgroundError?.(err, 'offer opened time to the waiting lists'),
  );
  /** After a committed change to someone's sessions or rights: their open connections re-check now. */
  const accountChanged = (userId: string) => events.publish({ type: 'account.changed', userId });
  /** After an erasure: the member's open connections drop, and the time their cancelled bookings held goes to the waiting lists. */
  const afterErasure = <T>(memberId: string, out: T) => {
    accountChanged(memberId);
    openedTime.request();
    return out;
  };
  // One view of the content version for the query memo and the page cache (content-version-watch.ts):
  // it also drops them when the clock reaches the next scheduled change (ADR 0019).
  const contentWatch = createContentVersionWatch({
    getVersion: () => getContentVersion(db),
    changesBetween: (from, to) => contentChangesBetween(db, from, to),
    nextChangeAt: (now) => nextScheduledChangeAt(db, now),
    clock,
    checkMs: deps.contentCheckMs ?? CONTENT_CHECK_MS,
  });
  // What another process changed is read at once; if that fails, every cache drops (never stale).
  deps.contentSignal?.subscribe((version) => void contentWatch.announced(version).catch(() => contentWatch.invalidate()));
  const memo = createVersionMemo({ watch: contentWatch, maxAgeMs: 60_000 });
  const reminderDeps = { sms: deps.sms, mailer: deps.mailer, translate: (lng: Lng) => deps.locales.fixedT(lng), publicUrl: deps.config.PUBLIC_URL, now: () => clock.now() };
  const jobs = bindAppJobs({
    db,
    queue: deps.jobs,
    reminders: reminderDeps,
    expireInSeconds: deps.config.JOB_EXPIRE_SECONDS,
    retryLimit: deps.config.JOB_RETRY_LIMIT,
    retryDelaySeconds: deps.config.JOB_RETRY_DELAY_SECONDS,
    onError: (err, what) => deps.onBackgroundError?.(err, what),
  });
  /** A booking change and then, once it has committed, its reminders queued (when it is confirmed). */
  const bookingWrite = async <T>(id: number | ((out: T) => number), fn: () => Promise<T>): Promise<T> => {
    const out = await notifying(fn);
    await jobs.bookingChanged(typeof id === 'number' ? id : id(out));
    return out;
  };
  const placeHours = memo.wrap('placeHours', ['place'], async (today: number) => listPlaceHours(db, await listPlaces(db, clock.now()), today, HOURS_DATA_DAYS));
  return {
    app: {
      publicUrl: deps.config.PUBLIC_URL,
      buildVersion: deps.buildVersion,
      isDemo: deps.config.DEMO,
      /** The SMS outbox (every one-time code) is readable only by an administrator of a local demo. */
      smsOutboxReadable: deps.config.DEMO && isLocalUrl(deps.config.PUBLIC_URL),
      isDebug: deps.config.DEBUG,
    },
    /** The process's "now" (loaders show event states and the footer's date by it). */
    clock,
    content: {
      site: memo.wrap('site', ['site'], () => getSiteSettings(db).then(presentSite)),
      places: memo.wrap('places', ['place', 'types'], () => listPlaces(db, clock.now())),
      /** Opening hours of the visible places by place id, from the clinic's today (issue 9 §3). */
      placeHours: () => placeHours(toClinicDate(clock.now())),
      services: memo.wrap('services', ['service', 'types', 'media'], () => listServices(db, clock.now())),
      service: memo.wrap('service', ['service', 'types', 'media'], (slug: string) => getService(db, slug, clock.now())),
      serviceOffer: memo.wrap('serviceOffer', ['service', 'event', 'promotion', 'team', 'place', 'types'], (serviceId: number) => getServiceOffer(db, serviceId, clock.now())),
      team: memo.wrap('team', ['team', 'types', 'media'], () => listTeam(db, clock.now())),
      /** The newest photos of a team profile's album (its gallery on /team). */
      albumPhotos: memo.wrap('albumPhotos', ['media'], (albumId: number) => listAlbumPhotos(db, albumId)),
      /** Public posts now (of a language, category or hashtag); without a language, every public post (the sitemap). */
      blogPosts: memo.wrap('blogPosts', ['blog', 'team', 'types'], (input: ListBlogPostsInput = {}) => listBlogPosts(db, input, clock.now())),
      blogCategories: memo.wrap('blogCategories', ['types'], () => listBlogCategories(db)),
      /** A public post written in `lng`; NOT_FOUND otherwise. */
      blogPost: memo.wrap('blogPost', ['blog', 'team', 'types'], (slug: string, lng: Lng) => getBlogPost(db, slug, lng, clock.now())),
      /** The Atom feed of a language's blog: its latest public posts written in it. */
      blogFeed: memo.wrap('blogFeed', ['blog', 'team', 'types', 'site', 'i18n'], async (lng: Lng) => {
        const now = clock.now();
        const [posts, site, t] = await Promise.all([listBlogPosts(db, { lng, limit: BLOG_FEED_SIZE }, now), getSiteSettings(db), deps.locales.fixedT(lng)]);
        return renderBlogFeed({ posts, lng, base: deps.config.PUBLIC_URL, siteName: pickText(site.name, lng), title: t('site:blog.title'), subtitle: t('site:blog.lead'), now });
      }),
      hashtag: memo.wrap('hashtag', ['types'], (key: string) => getHashtag(db, key)),
      faqs: memo.wrap('faqs', ['faq'], (type?: FaqType) => listFaqs(db, type, clock.now())),
      reviews: memo.wrap('reviews', ['review', 'service', 'team'], () => listReviews(db, clock.now())),
      promotions: memo.wrap('promotions', ['promotion', 'service', 'team', 'place', 'types'], () => listPromotions(db, clock.now())),
      events: memo.wrap('events', ['event', 'place'], () => listEvents(db)),
      event: memo.wrap('event', ['event', 'place'], (slug: string) => getEvent(db, slug)),
      /** Responsive pictures (srcset, size, focal point) of the images pages refer to, by path. */
      pictures: memo.wrap('pictures', ['media'], (paths: string[]) => picturesOf(db, paths)),
      version: () => getContentVersion(db),
      /** The process's view of the content version, shared with the page cache. */
      watch: contentWatch,
      /**
       * After a write through this process has committed (`knownBefore`: the version the watch knew
       * when it began): reads the version now, so this process's caches drop before the answer, and
       * tells the other processes if it moved.
       */
      afterWrite: async (knownBefore: number) => {
        const version = await contentWatch.refresh();
        if (version !== knownBefore) await deps.contentSignal?.publish(version);
      },
    },
    errorReports: {
      save: (input: ErrorReportInput, meta: { ip: string | null; userAgent: string | null }) => saveErrorReport(db, input, meta),
    },
    /** Back-office type lists (callers check TYPE_* permissions first: server/http/api-types.ts). */
    types: {
      list: (type: TypeName, query: TypeListQuery) => listTypes(db, type, query),
      options: (type: TypeName) => listTypeOptions(db, type),
      create: (ctx: ManageCtx, type: TypeName, input: TypeInput) => saveType(db, ctx, type, null, input),
      update: (ctx: ManageCtx, type: TypeName, id: number | string, input: TypeInput) => saveType(db, ctx, type, id, input),
      remove: (ctx: ManageCtx, type: TypeName, id: number | string) => deleteType(db, ctx, type, id),
    },
    /** Back-office FAQ entries (callers check FAQ_* permissions first: server/http/api-content.ts). */
    faqs: binList(db, listManageFaqs, saveFaq, setFaqDeleted),
    /** Back-office client reviews and their moderation (callers check REVIEW_* first: server/http/api-content.ts). */
    reviews: {
      ...binList(db, listManageReviews, saveReview, setReviewDeleted),
      /** A member's review of their completed booking (callers check the member: server/http/api-booking.ts). */
      submitByMember: (memberId: string, bookingId: number, input: MemberReviewInput) => submitMemberReview(db, memberId, bookingId, input),
      ofBooking: (memberId: string, bookingId: number, lng: Lng) => getMemberReview(db, memberId, bookingId, lng),
    },
    /** Back-office clinic events — workshops, talks (callers check EVENT_* first: server/http/api-content.ts). */
    clinicEvents: binList(db, listManageEvents, saveEvent, setEventDeleted),
    /** Members registering for free events, the waiting list, staff check-in (docs/events.md). */
    eventRegistration: bindEventRegistration(db, { clock, translate: (lng) => deps.locales.fixedT(lng), notifying }),
    /** Deals of paid events, receipts and their review (docs/deals.md). */
    deals: bindDeals(db, { clock, files: deps.files, translate: (lng) => deps.locales.fixedT(lng), notifying }),
    /** CREDIT and POINT balances: the member's own, and staff reading and moving them (docs/ledger.md). */
    ledger: bindLedger(db, { clock }),
    /** Packages of sessions: bought, drawn by visits, canceled by staff (docs/packages.md). */
    packages: bindPackages(db, { clock, translate: (lng) => deps.locales.fixedT(lng), notifying }),
    /** The settlement report and closed periods (callers check SETTLEMENT_VIEW / SETTLEMENT_EDIT: server/http/api-settlement.ts). */
    settlement: {
      report: (from: string, to: string) => settlementReport(db, from, to),
      close: (ctx: ManageCtx, input: SettlementCloseInput) => closePeriod(db, ctx, input, clock.now()),
      closes: () => listCloses(db),
    },
    /** Back-office blog posts (callers check BLOG_* first: server/http/api-content.ts); the list carries the editor's choices. */
    blog: {
      ...binList(db, (d, query: BlogListQuery) => listManageBlog(d, query, clock.now()), saveBlogPost, setBlogPostDeleted),
      /** Any post whatever its state, with its display state now: the staff preview (callers check BLOG_VIEW). */
      preview: (id: number) => getBlogPostPreview(db, id, clock.now()),
      /** One post for its editor page, deleted ones too (callers check BLOG_VIEW). */
      get: (id: number) => getManagedBlogPost(db, id, clock.now()),
    },
    /** Back-office team profiles (callers check STAFF_* first: server/http/api-content.ts); booking settings are bookingSetup's. */
    team: {
      list: () => listManageTeam(db),
      create: (ctx: ManageCtx, input: TeamProfileInput) => saveTeamProfile(db, ctx, null, input),
      update: (ctx: ManageCtx, id: number, input: TeamProfileInput) => saveTeamProfile(db, ctx, id, input),
    },
    /** Back-office service pages, edit only (callers check SERVICE_PLAN_* first: server/http/api-content.ts). */
    servicePages: {
      list: () => listManageServicePages(db),
      update: (ctx: ManageCtx, id: number, input: ServicePageInput) => saveServicePage(db, ctx, id, input),
    },
    /** Back-office promotions — offer prices on linked plans, honoured by booking (callers check PROMOTION_* first: server/http/api-content.ts). */
    promotions: binList(db, listManagePromotions, savePromotion, setPromotionDeleted),
    /** The album library (callers check ALBUM_* first: server/http/api-media.ts). */
    media: {
      list: (query: MediaListQuery) => listMedia(db, query),
      upload: (ctx: ManageCtx, bytes: Buffer, fileName?: string) => uploadMedia(db, deps.files, ctx, bytes, fileName),
      update: (ctx: ManageCtx, id: number, input: MediaUpdateInput) => updateMedia(db, ctx, id, input),
      remove: (ctx: ManageCtx, id: number) => deleteMedia(db, deps.files, ctx, id),
      crop: (ctx: ManageCtx, id: number, input: MediaCropInput) => cropMedia(db, deps.files, ctx, id, input),
    },
    /** Albums of library images (callers check ALBUM_* first: server/http/api-media.ts). */
    albums: {
      list: () => listAlbums(db),
      create: (ctx: ManageCtx, input: AlbumInput) => saveAlbum(db, ctx, null, input),
      update: (ctx: ManageCtx, id: number, input: AlbumInput) => saveAlbum(db, ctx, id, input),
      remove: (ctx: ManageCtx, id: number) => deleteAlbum(db, ctx, id),
      addImages: (ctx: ManageCtx, id: number, input: AlbumImagesInput) => setAlbumImages(db, ctx, id, input, true),
      removeImages: (ctx: ManageCtx, id: number, input: AlbumImagesInput) => setAlbumImages(db, ctx, id, input, false),
    },
    /** The clinic's site settings for the back office (callers check SITE_SETTING_* first). */
    siteSettings: {
      get: () => getSiteSettings(db).then(editableSiteSettings),
      update: (ctx: ManageCtx, input: SiteSettingsInput) => updateSiteSettings(db, ctx, input),
    },
    i18n: deps.locales,
    /** Back-office translations (callers check TRANSLATION_* first: server/http/api-translations.ts); writes reach open pages (SYS_I18N_UPDATE). */
    translations: {
      list: (query: TranslationListQuery) => listTranslations(translationDeps, query),
      set: (ctx: ManageCtx, input: TranslationInput) => translationWrite(() => setTranslation(translationDeps, ctx, input)),
      reset: (ctx: ManageCtx, ref: TranslationRef) => translationWrite(() => resetTranslation(translationDeps, ctx, ref)),
      export: (lng?: Lng) => exportTranslations(translationDeps, lng),
      import: (ctx: ManageCtx, file: TranslationFile) => translationWrite(() => importTranslations(translationDeps, ctx, file)),
      /** A key a browser reported missing (production; development adds it to the repo file instead). */
      reportMissing: (input: MissingKeyReportInput) => reportMissingKey(translationDeps, input, clock.now()),
      dismissReport: (ctx: ManageCtx, ref: TranslationReportRef) => dismissMissingReport(translationDeps, ctx, ref),
    },
    /** Back-office setup of the booking system (callers check PLACE_/ROOM_/SERVICE_PLAN_/STAFF_/SCHEDULE_ permissions). */
    /** Booking settings; a write that may open time (hours, leave, holidays, rooms…) sweeps the waiting lists after it. */
    bookingSetup: followWrites(createBookingSetupServices(db, () => clock.now()), openedTime.request),
    /** Booking (callers check who may act: server/http/api-booking.ts). */
    booking: {
      options: (lng: Lng) => getBookingOptions(db, lng),
      bodyOptions: (lng: Lng) => getBodyOptions(db, lng),
      availability: (q: AvailabilityQuery, horizon: Horizon) => getAvailability(db, q, { now: clock.now(), horizon }),
      createForMember: (actor: Actor, input: MemberBookingInput, idempotencyKey?: string) => bookingWrite((b) => b.id, () => createBooking(db, bookingDeps, { who: 'member', actor, input, idempotencyKey })),
      createForStaff: (ctx: ManageCtx, input: StaffBookingInput, idempotencyKey?: string) => bookingWrite((b) => b.id, () => createBooking(db, bookingDeps, { who: 'staff', ctx, input, idempotencyKey })),
      get: (id: number, lng: Lng) => presentBooking(db, id, lng, clock.now()),
      listMine: (memberId: string, q: { scope: 'upcoming' | 'past'; page: number; lng: Lng }) => listMemberBookings(db, memberId, q, clock.now()),
      rescheduleByMember: (actor: Actor, id: number, input: { date: number; start: number }) => bookingWrite(id, () => rescheduleBooking(db, bookingDeps, id, { who: 'member', actor, input })),
      updateByStaff: (ctx: ManageCtx, id: number, input: StaffBookingInput) => bookingWrite(id, () => rescheduleBooking(db, bookingDeps, id, { who: 'staff', ctx, input })),
      cancelByMember: (actor: Actor, id: number, reason: string) => notifying(() => setBookingStatus(db, bookingDeps, id, { who: 'member', actor, status: 'CANCEL', reason })),
      confirmByMember: (actor: Actor, id: number) => bookingWrite(id, () => setBookingStatus(db, bookingDeps, id, { who: 'member', actor, status: 'ACCEPT', reason: '' })),
      setStatusByStaff: (ctx: ManageCtx, id: number, input: BookingStatusInput) => bookingWrite(id, () => setBookingStatus(db, bookingDeps, id, { who: 'staff', ctx, input })),
      /** Typhoon / black-rainstorm closures (issue 13): the bookings a window would cancel, and the closure itself. */
      weatherPreview: (q: WeatherClosureQuery, lng: Lng) => previewWeatherClosure(db, q, lng, bookingDeps),
      /** Cancels or moves the window's bookings; the moved ones' reminders are queued again for their new time. */
      weatherClose: async (ctx: ManageCtx, input: WeatherClosureInput) => {
        const { movedIds, ...counts } = await notifying(() => applyWeatherClosure(db, ctx, input, bookingDeps));
        for (const id of movedIds) await jobs.bookingChanged(id);
        return counts;
      },
      schedule: (q: { placeId: number; from: number; to: number }, lng: Lng) => getSchedule(db, q, lng, clock.now()),
      createFeed: (owner: FeedOwner) => createCalendarFeed(db, owner),
      revokeFeed: (owner: FeedOwner) => revokeCalendarFeed(db, owner),
      feedStatus: (owner: FeedOwner) => getCalendarFeed(db, owner),
      renderFeed: (token: string) => renderCalendarFeed(db, token),
      /** One of the member's live bookings as an .ics file (the reminder's calendar link); null when not theirs. */
      calendarEntry: (memberId: string, id: number) => renderBookingCalendar(db, memberId, id),
      /** Staff: a WhatsApp click-to-chat link with the booking's reminder in the member's language (null without a phone). */
      whatsappReminder: (id: number) => bookingWhatsappLink(db, reminderDeps, id),
    },
    /** Waiting lists (issue 13; callers check who acts: server/http/api-waitlist.ts). */
    waitlist: {
      join: (actor: Actor, input: WaitlistJoinInput) => joinWaitlist(db, actor, input, clock.now()),
      mine: (memberId: string) => listMyWaitlist(db, memberId),
      leave: (actor: Actor, entryId: number) => notifying(() => leaveWaitlist(db, bookingDeps, actor, entryId)),
      accept: (actor: Actor, offerId: number) => notifying(() => acceptWaitlistOffer(db, bookingDeps, actor, offerId)),
      decline: (actor: Actor, offerId: number) => notifying(() => declineWaitlistOffer(db, bookingDeps, actor, offerId)),
      listForStaff: (q: WaitlistManageQuery) => listWaitlistForStaff(db, q),
      remove: (ctx: ManageCtx, entryId: number, reason: string) => notifying(() => removeWaitlistEntry(db, bookingDeps, ctx, entryId, reason)),
      /** Passes lapsed offers to the next member (server/main.ts runs it every minute). */
      expireOffers: () => notifying(() => expireWaitlistOffers(db, bookingDeps)),
      noShows: (memberId: string) => countNoShows(db, memberId),
      settings: () => waitlistSettings(db),
      /** Resolves when no opened-time sweep is running (tests; shutdown waits for it). */
      sweepIdle: openedTime.idle,
    },
    /** Personal-data rights (issue 14; docs/privacy.md). */
    privacy: {
      /** The member's own data access request: a ZIP of every row about them, their files and a page in `lng`. */
      export: (memberId: string, lng: Lng) => personalDataZip(db, deps.files, (l) => deps.locales.fixedT(l), memberId, lng, clock.now()),
      /** The same for a written request received by staff, in the member's language; logged (DATA_EXPORT) with the request named. */
      exportForRequest: async (ctx: ManageCtx, memberId: string, reason: string) => {
        const out = await personalDataZip(db, deps.files, (l) => deps.locales.fixedT(l), memberId, null, clock.now());
        await db.transaction((tx) => recordOperation(tx, ctx, { action: 'DATA_EXPORT', resource: 'MEMBER', resourceId: memberId, before: null, after: { reason, fileName: out.fileName } }));
        return out;
      },
      /** The member closes their account (password or a sign-in code again): everything about them is erased at once. */
      closeAccount: async (actor: Actor, input: CloseAccountInput) => afterErasure(actor.id, await closeOwnAccount(db, deps.files, (l) => deps.locales.fixedT(l), actor, input, clock.now())),
      /** Staff erase a member's personal data on request (MEMBER_DELETE), logged (ERASE) with the reason. */
      erase: async (ctx: ManageCtx, memberId: string, reason: string) => afterErasure(memberId, await eraseMember(db, deps.files, (l) => deps.locales.fixedT(l), memberId, { by: ctx, reason, self: false }, clock.now())),
      /** The retention job: clears what is older than the site settings' periods (server/main.ts runs it every hour). */
      applyRetention: async () => {
        const out = await applyRetention(db, deps.files, (l) => deps.locales.fixedT(l), clock.now());
        if (out.erased) openedTime.request();
        return out;
      },
    },
    /** The medical-record link (FHIR R4; docs/privacy.md): callers check the member or MEDICAL_RECORD_* first. */
    medical: createMedicalServices({ db, config: deps.config, now: () => clock.now() }),
    /** The durable job queue: started and stopped by main.ts, listed and retried in the back office (callers check admin). */
    jobs,
    notifications: {
      list: (userId: string, q: { page: number; lng: Lng }) => listNotifications(db, userId, q),
      markSeen: async (userId: string, at: number) => {
        const seen = await markNotificationsSeen(db, userId, at);
        events.publish({ type: 'notification.saw', userId, ...seen });
        return seen;
      },
    },
    /** Committed changes, announced to the real-time layer (server/realtime/fan-out.ts). */
    events,
    /** Call after committing a translation change: every client refetches translations (SYS_I18N_UPDATE). */
    translationsChanged: () => {
      deps.locales.invalidate();
      events.publish({ type: 'i18n.updated' });
    },
    /** Customer-service chat (callers say who acts; server/http/api-chat.ts, server/realtime/). */
    chat: createChatServices({ db, files: deps.files, events, translate: (lng) => deps.locales.fixedT(lng) }),
    accounts: {
      resolve: (token: string) => resolveSessionActor(db, token),
      actor: (userId: string) => loadActor(db, userId),
      countries: memo.wrap('countries', ['types'], (scope: 'phone' | 'all') => listCountries(db, scope)),
      botChallenge: () => deps.botCheck.challenge(),
      verifyBot: (payload: string) => deps.botCheck.verify(payload),
      sendCode: (input: { phone: string; purpose: OtpPurpose; lng: Lng }) =>
        sendCode(db, { sms: deps.sms, translate: (lng) => deps.locales.fixedT(lng) }, input),
      register: (input: RegisterInput) => registerMember(db, input),
      signInWithPassword: (input: { identifier: string; callingCode: string; password: string }) => signInWithPassword(db, input),
      signInWithCode: (input: { phone: string; code: string }) => signInWithCode(db, input),
      signInStaff: (input: { account: string; password: string }) => signInStaff(db, input),
      signInAccountId: (input: Parameters<typeof signInAccountId>[1]) => signInAccountId(db, input),
      resetPassword: async (input: { phone: string; code: string; password: string }) => {
        accountChanged(await resetPassword(db, input, notify));
      },
      changePassword: async (actor: Actor, input: { oldPassword: string; password: string }, token: string) => {
        await changePassword(db, actor, input, token, notify);
        accountChanged(actor.id);
      },
      changePhone: (actor: Actor, input: { phone: string; code: string }) => changePhone(db, actor, input),
      updateProfile: (actor: Actor, input: Parameters<typeof updateProfile>[2]) => updateProfile(db, actor, input),
      /** Starts a session for someone who just signed in; staff always get a back-office one (session-policy.ts). */
      createSession: (actor: Actor, input: { site: SessionSite; rememberMe: boolean; userAgent: string | null; ip: string | null }) =>
        createSession(db, { userId: actor.id, userAgent: input.userAgent, ip: input.ip, ...sessionKindFor(isStaff(actor), input.site, input.rememberMe) }),
      endSession: async (token: string) => {
        const userId = await endSession(db, token);
        if (userId) accountChanged(userId);
      },
      listSessions: (userId: string, token: string | null) => listSessions(db, userId, token),
      revokeSession: async (userId: string, id: string) => {
        await revokeSession(db, userId, id);
        accountChanged(userId);
      },
      signInWithThirdParty: (identity: { provider: string; subject: string }) => signInWithThirdParty(db, identity),
      linkThirdParty: (actor: Actor, identity: { provider: string; subject: string }) => linkThirdParty(db, actor, identity),
      unlinkThirdParty: (actor: Actor, provider: string) => unlinkThirdParty(db, actor, provider),
      listThirdParty: (userId: string) => listThirdParty(db, userId),
      passkeyRegistrationOptions: (actor: Actor, rp: RelyingParty) => passkeyRegistrationOptions(db, actor, rp),
      registerPasskey: (actor: Actor, response: Parameters<typeof registerPasskey>[2], challenge: string, rp: RelyingParty, name: string) =>
        registerPasskey(db, actor, response, challenge, rp, name),
      passkeyLoginOptions: (rp: RelyingParty) => passkeyLoginOptions(rp),
      signInWithPasskey: (response: Parameters<typeof signInWithPasskey>[1], challenge: string, rp: RelyingParty) => signInWithPasskey(db, response, challenge, rp),
      listPasskeys: (userId: string) => listPasskeys(db, userId),
      deletePasskey: (userId: string, id: string) => deletePasskey(db, userId, id),
      setAvatar: (actor: Actor, bytes: Buffer) => setAvatar(db, deps.files, actor, bytes),
    },
    /** Back-office members (callers check MEMBER_* first: server/http/api-members.ts); no creation (spec §6). */
    members: {
      /** The /manage loader hands the raw URL query: parsed here (400 VALIDATION when invalid). */
      list: (query: unknown) => listMembers(db, parseInput(memberListQuery, query, 'query')),
      get: (id: string, lng: Lng) => getMember(db, id, lng, clock.now()),
      /** The reception card of the member with this code (QR check-in). */
      card: (code: string, lng: Lng) => memberCard(db, code, lng, clock.now()),
      /** A data-correction request: staff correct identity details with the reason; logged CORRECT. */
      correct: (ctx: ManageCtx, id: string, input: MemberCorrectionInput) => correctMember(db, ctx, id, input),
      update: async (ctx: ManageCtx, id: string, input: MemberManageInput) => {
        await updateMember(db, ctx, id, input);
        // isGood gates chat (spec §5): open connections re-check now.
        accountChanged(id);
      },
    },
    /** The back office: callers check permissions first (server/http/api-manage.ts, app/routes/manage). */
    manage: {
      dashboard: () => getDashboardCounts(db),
      /** The staff home's "needs doing now" and the menu badges, by what the actor may open (issue 13). */
      desk: (actor: Actor) => deskDashboard(db, actor, clock.now()),
      deskBadges: (actor: Actor) => deskBadges(db, actor, clock.now()),
      /** Bookings, payments or registrations changed outside a desk route (the hold sweep): tell staff screens. */
      deskChanged: () => events.publish({ type: 'desk.changed' }),
      roles: () => listRoles(db),
      /** The permission list; the /manage loader hands the raw URL query and the shown names to search. */
      permissions: (query: unknown, labels?: (row: PermissionRow) => readonly string[]) => listPermissions(db, parseInput(permissionListQuery, query, 'query'), labels),
      createRole: (ctx: ManageCtx, input: RoleInput) => createRole(db, ctx, input),
      updateRole: (ctx: ManageCtx, id: number, input: RoleInput) => updateRole(db, ctx, id, input),
      deleteRole: (ctx: ManageCtx, id: number) => deleteRole(db, ctx, id),
      /** The /manage loaders hand the raw URL query: parsed here (400 VALIDATION when invalid). */
      users: (query: unknown) => listUsers(db, parseInput(userListQuery, query, 'query')),
      createStaff: (ctx: ManageCtx, input: CreateStaffInput) => createStaffAccount(db, ctx, input),
      setUserRoles: async (ctx: ManageCtx, userId: string, roleIds: number[]) => {
        await setUserRoles(db, ctx, userId, roleIds);
        accountChanged(userId);
      },
      setUserLock: async (ctx: ManageCtx, userId: string, locked: boolean) => {
        await setUserLock(db, ctx, userId, locked);
        accountChanged(userId);
      },
      deleteUser: async (ctx: ManageCtx, userId: string) => {
        await deleteUser(db, ctx, userId);
        accountChanged(userId);
      },
      recoverUser: (ctx: ManageCtx, userId: string) => recoverUser(db, ctx, userId),
      setOwnLanguage: (ctx: ManageCtx, lng: Lng) => setOwnLanguage(db, ctx, lng),
      operationLog: (query: unknown) => listOperationLog(db, parseInput(operationLogQuery, query, 'query')),
      smsOutbox: (input: { to?: string; limit?: number }) => listSmsOutbox(db, input),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;

/**
 * The five operations of a back-office content list with a bin, bound to the database: list, create,
 * replace, delete to the bin, restore (the HTTP side is contentRoutes in server/http/api-content.ts).
 */
function binList<Q, L, I, R>(
  db: Db,
  list: (db: Db, query: Q) => Promise<L>,
  save: (db: Db, ctx: ManageCtx, id: number | null, input: I) => Promise<R>,
  setDeleted: (db: Db, ctx: ManageCtx, id: number, deleted: boolean) => Promise<R>,
) {
  return {
    list: (query: Q): Promise<L> => list(db, query),
    create: (ctx: ManageCtx, input: I) => save(db, ctx, null, input),
    update: (ctx: ManageCtx, id: number, input: I) => save(db, ctx, id, input),
    remove: (ctx: ManageCtx, id: number) => setDeleted(db, ctx, id, true),
    restore: (ctx: ManageCtx, id: number) => setDeleted(db, ctx, id, false),
  };
}

/** The writes among `services` (create…, update…, delete…, add…, edit…, import…), each followed by `after` once it has succeeded. */
function followWrites<S extends object>(services: S, after: () => void): S {
  const wrapped = Object.entries(services).map(([name, fn]) =>
    typeof fn === 'function' && /^(create|update|delete|add|edit|import)[A-Z]/.test(name)
      ? [name, async (...args: unknown[]) => {
          const out: unknown = await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
          after();
          return out;
        }]
      : [name, fn],
  );
  return Object.fromEntries(wrapped) as S;
}
