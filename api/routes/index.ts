/** Every router of the app, in one place: the resources of /api/v1 and the site's own files at its root. */
import Router from '@koa/router';
import type { AppState, Deps } from '../context.ts';
import type { Operation } from '../openapi/operation.ts';
import type { DeclaredRouter } from './endpoint.ts';
import { healthRouter } from './health/health.ts';
import { adminRouter } from './admin/admin.ts';
import { favoritesRouter } from './favorites/favorites.ts';
import { adminEnquiriesRouter } from './enquiries/adminEnquiries.ts';
import { buyersRouter } from './buyers/buyers.ts';
import { requirementsRouter } from './requirements/requirements.ts';
import { leadImportsRouter } from './leads/leadImports.ts';
import { inboundLeadsRouter } from './leads/inboundLeads.ts';
import { leadAssignmentRouter } from './leadAssignment/leadAssignment.ts';
import { todayRouter } from './today/today.ts';
import { visitsRouter } from './visits/visits.ts';
import { visitLinkPagesRouter } from './visits/visitLinkPages.ts';
import { visitFeedbackPageRouter } from './visits/visitFeedbackPage.ts';
import { reportsRouter } from './reports/reports.ts';
import { visitReportsRouter } from './visitReports/visitReports.ts';
import { enquiriesRouter } from './enquiries/enquiries.ts';
import { ownerListingsRouter } from './ownerListings/ownerListings.ts';
import { mediaRouter } from './media/media.ts';
import { propertiesRouter } from './properties/properties.ts';
import { seoRouter, type SeoOptions } from './seo/seo.ts';
import { shortLinkRouter } from './shortLinks/shortLinks.ts';
import { syncRouter } from './sync/sync.ts';
import { openApiRouter } from './openapi/openapi.ts';
import { projectsRouter } from './projects/projects.ts';
import { usersRouter } from './users/users.ts';
import { savedSearchesRouter } from './savedSearches/savedSearches.ts';
import { pushRouter } from './push/push.ts';
import { unsubscribeRouter } from './unsubscribe/unsubscribe.ts';
import { privacyRightsRouter } from './privacy/rights.ts';
import { consentsRouter } from './privacy/consents.ts';
import { parentalConsentPageRouter } from './privacy/parentalConsentPage.ts';
import { grievancesRouter } from './grievances/grievances.ts';
import { accessLogRouter } from './accessLog/accessLog.ts';
import { breachNoticesRouter } from './breachNotices/breachNotices.ts';
import { vitalsRouter } from './vitals/vitals.ts';
import { localitiesRouter } from './localities/localities.ts';

/** The routers served at the site's root: images, short links, search engines' files. */
export function siteRouters(deps: Deps, seo: SeoOptions) {
  return { media: mediaRouter(deps), shortLinks: shortLinkRouter(deps), seo: seoRouter(deps, seo) };
}

/** /api/v1, and every operation the app declares (the API's and the site's), which its reference describes. */
export function apiRouter(deps: Deps, site: DeclaredRouter[] = []) {
  const api = new Router<AppState>({ prefix: '/api/v1' });
  const operations: Operation[] = [];
  const resources = [
    healthRouter(deps),
    propertiesRouter(deps),
    favoritesRouter(deps),
    adminRouter(deps),
    syncRouter(deps),
    projectsRouter(deps),
    usersRouter(deps),
    enquiriesRouter(deps),
    ownerListingsRouter(deps),
    adminEnquiriesRouter(deps),
    leadAssignmentRouter(deps),
    todayRouter(deps),
    visitsRouter(deps),
    visitLinkPagesRouter(deps),
    visitFeedbackPageRouter(deps),
    reportsRouter(deps),
    visitReportsRouter(deps),
    buyersRouter(deps),
    requirementsRouter(deps),
    leadImportsRouter(deps),
    inboundLeadsRouter(deps),
    savedSearchesRouter(deps),
    pushRouter(deps),
    unsubscribeRouter(deps),
    privacyRightsRouter(deps),
    consentsRouter(deps),
    parentalConsentPageRouter(deps),
    grievancesRouter(deps),
    accessLogRouter(deps),
    breachNoticesRouter(deps),
    vitalsRouter(deps),
    localitiesRouter(deps),
    openApiRouter(deps, () => operations),
  ];
  // The resources' layers join this router's own stack, so one method check after it (api/app.ts)
  // answers for them all: one per resource would be composed into every request's chain.
  for (const { router } of resources) api.use(router.routes());
  operations.push(...[...resources, ...site].flatMap((declared) => declared.operations));
  return Object.assign(api, { operations });
}

/** Every operation the app answers, as the tests that walk them all read it. */
export function declaredOperations(deps: Deps): Operation[] {
  return apiRouter(deps, Object.values(siteRouters(deps, { crawlRules: async () => null }))).operations;
}
