/** What every answer looks like (the envelope, the error) and the shapes the OpenAPI document names. */
import * as v from 'valibot';
import { AdminDashboard, DashboardStats } from './admin.ts';
import { FavoriteFlag, FavoriteState, SavedProperty } from './favorites.ts';
import { described } from './fields.ts';
import { enquiryAnswerSchemas } from './enquiries.ts';
import { buyerAnswerSchemas } from './buyers.ts';
import { requirementAnswerSchemas } from './requirements.ts';
import { ownerListingAnswerSchemas } from './ownerListings.ts';
import { leadAssignmentAnswerSchemas } from './leadAssignment.ts';
import { visitAnswerSchemas } from './visits.ts';
import { speedToLeadAnswerSchemas } from './speedToLead.ts';
import { todayAnswerSchemas } from './today.ts';
import { reportAnswerSchemas } from './reports.ts';
import { visitReportAnswerSchemas } from './visitReports.ts';
import { privacyAnswerSchemas } from './privacy.ts';
import { leadImportAnswerSchemas } from './leadImports.ts';
import { InboundLeadAnswer } from './inboundLeads.ts';
import { grievanceAnswerSchemas } from './grievances.ts';
import { accessLogAnswerSchemas } from './accessLog.ts';
import { breachNoticeAnswerSchemas } from './breachNotices.ts';
import { Health } from './health.ts';
import { vitalsAnswerSchemas } from './vitals.ts';
import { SyncChange, SyncPull, SyncPushAnswer, SyncPushResult } from './mutations.ts';
import { privacyRightsAnswerSchemas } from './privacyRights.ts';
import { Project } from './projects.ts';
import { Property } from './properties.ts';
import { NotificationSettings, PushKey } from './push.ts';
import { NewSinceVisit, SavedSearch } from './savedSearches.ts';
import { SearchMeta } from './search.ts';
import { PriceFacts } from './priceFacts.ts';
import { LocalityFigures } from './localityFigures.ts';
import { MapCluster, MapMarker, MapMeta, MapPoint } from './places.ts';
import { AccessToken, AccountSession, AuthData, SessionsEnded } from './sessions.ts';
import { User, UserData } from './users.ts';

/** Every successful answer: `{ message?, data?, meta? }`. */
export interface Envelope<T, M = undefined> {
  message?: string;
  data: T;
  meta?: M;
}

/** Answer of GET /agency: what the site says of the agency that the office sets (AGENT_RERA_NUMBER). */
export const AgencyDetails = v.object({
  agentReraNumber: described(v.nullable(v.string()), "The agency's GujRERA agent registration number; null when none is set"),
  vitalsSampleRate: described(v.number(), 'The share of public page views that report their Web Vitals (VITALS_SAMPLE_RATE), 0 to 1'),
  mapTiles: described(
    v.object({ url: v.string(), attribution: v.string() }),
    'The tiles maps draw (MAP_TILES, a {z}/{x}/{y} URL template) and the attribution always shown with them (MAP_ATTRIBUTION)',
  ),
  minorAccounts: described(
    v.picklist(['refuse', 'parental_consent']),
    "Whether someone under 18 may ask for an account that a parent or guardian activates (MINOR_ACCOUNTS): 'refuse' or 'parental_consent'",
  ),
});
export type AgencyDetails = v.InferOutput<typeof AgencyDetails>;

const percent = (description: string) => described(v.number(), description);

/** Answer of GET /agency/cost-rates: the rates of contract/purchaseCost.ts as the office configures them. */
export const PurchaseCostRates = v.object({
  stampDutyPercent: percent('Stamp duty, per cent of the market value'),
  registrationPercent: percent('Registration fee, per cent of the market value'),
  womenRegistrationWaived: described(v.boolean(), 'Whether the registration fee is waived when every buyer is a woman'),
  gstUnderConstructionPercent: percent('GST on a home under construction, per cent of the price'),
  gstAffordablePercent: percent('GST on an affordable home under construction, per cent of the price'),
  brokeragePercent: percent("The agency's brokerage, per cent of the price"),
  brokerageGstPercent: percent('GST on the brokerage, per cent of it'),
});

/** Every error answer. */
export const ErrorBody = v.object({
  message: described(v.string(), 'What went wrong, ready to show'),
  errors: v.optional(
    v.object({
      name: described(
        v.string(),
        'Stable error name: ValidationError, UnauthorizedError, TokenExpiredError, ForbiddenError, NotFoundError, ConflictError, ...',
      ),
      fields: v.optional(described(v.record(v.string(), v.string()), 'Per-field messages of a ValidationError')),
    }),
  ),
  data: v.optional(described(v.unknown(), 'What the client can offer instead, where the error says (a taken slot: the next free slots)')),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Turns valibot issues into `{ field: message }`, first message per field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The answer shapes the OpenAPI document names as components, each under its own name. */
export const answerSchemas = {
  Property,
  SavedProperty,
  Project,
  User,
  Session: AccountSession,
  SessionsEnded,
  UserData,
  AccessToken,
  AuthData,
  Health,
  AgencyDetails,
  PurchaseCostRates,
  PriceFacts,
  LocalityFigures,
  DashboardStats,
  AdminDashboard,
  SearchMeta,
  MapPoint,
  MapCluster,
  MapMarker,
  MapMeta,
  FavoriteFlag,
  FavoriteState,
  SyncChange,
  SyncPull,
  SyncPushResult,
  SyncPushAnswer,
  ...enquiryAnswerSchemas,
  ...buyerAnswerSchemas,
  ...requirementAnswerSchemas,
  ...ownerListingAnswerSchemas,
  ...leadAssignmentAnswerSchemas,
  ...visitAnswerSchemas,
  ...speedToLeadAnswerSchemas,
  ...todayAnswerSchemas,
  ...reportAnswerSchemas,
  ...visitReportAnswerSchemas,
  ...privacyAnswerSchemas,
  ...leadImportAnswerSchemas,
  InboundLeadAnswer,
  SavedSearch,
  NewSinceVisit,
  NotificationSettings,
  PushKey,
  ...privacyRightsAnswerSchemas,
  ...grievanceAnswerSchemas,
  ...accessLogAnswerSchemas,
  ...breachNoticeAnswerSchemas,
  ...vitalsAnswerSchemas,
  Error: ErrorBody,
};
