/**
 * /saved-searches: the caller's saved searches (at most 20), each with its new-match count; the
 * listings newly matching one; and 'New since your last visit'. Users only, each their own.
 */
import { NotificationSettingsPatch } from '../../../contract/push.ts';
import { SavedSearchBody, SavedSearchPatchBody } from '../../../contract/savedSearches.ts';
import type { Deps } from '../../context.ts';
import { createSavedSearch, deleteSavedSearch, SAVED_SEARCH_NOT_FOUND, updateSavedSearch } from '../../commands/savedSearchWriter.ts';
import { updateNotificationSettings } from '../../commands/notificationSettingsWriter.ts';
import { notFound } from '../../errors.ts';
import { listSavedSearches, newSinceLastVisit, notificationSettings, takeNewMatches } from '../../queries/savedSearchReads.ts';
import { declareRoutes } from '../endpoint.ts';

const savedSearchId = { id: "The saved search's UUID." };
const ids = { id: SAVED_SEARCH_NOT_FOUND };

export function savedSearchesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Alerts' });

  routes.ownRecords(
    {
      path: '/saved-searches',
      summary: "The caller's saved searches, oldest first, each with its new-match count",
      success: { status: 200, description: 'The saved searches.', data: 'SavedSearch[]' },
    },
    (sql, userId) => listSavedSearches(sql, userId),
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/saved-searches',
      summary: 'Save a search (at most 20 per user)',
      description:
        '`query` is the object GET /properties/search takes, checked by the same rules (a bad filter gets the same message); `alert` is instant, daily, weekly (09:00 Asia/Kolkata) or off; `channels` email and/or push.',
      auth: 'user',
      body: SavedSearchBody,
      success: { status: 201, description: 'Saved.', message: 'Search saved', data: 'SavedSearch' },
    },
    async (ctx, { body, reply }) => {
      const id = await createSavedSearch(deps, ctx.state.actor!, body);
      const [saved] = await listSavedSearches(deps.sql, ctx.state.actor!.id, id);
      reply(saved);
    },
  );

  routes.ownRecords(
    {
      path: '/saved-searches/new-since-visit',
      summary: "'New since your last visit': listings that newly matched the caller's searches since their previous visit",
      description: 'A visit starts after 30 minutes away; within a visit the answer stays the same.',
      success: { status: 200, description: "The count and the listings' ids.", data: 'NewSinceVisit' },
    },
    newSinceLastVisit,
  );

  routes.endpoint(
    {
      method: 'patch',
      path: '/saved-searches/{id}',
      pathParameters: savedSearchId,
      summary: 'Edit, pause or resume a saved search',
      auth: 'user',
      ids,
      body: SavedSearchPatchBody,
      patch: true,
      success: { status: 200, description: 'Saved.', message: 'Saved search updated', data: 'SavedSearch' },
    },
    async (ctx, { ids: { id }, body, reply }) => {
      await updateSavedSearch(deps, ctx.state.actor!, id, body);
      const [saved] = await listSavedSearches(deps.sql, ctx.state.actor!.id, id);
      reply(saved);
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/saved-searches/{id}',
      pathParameters: savedSearchId,
      summary: 'Delete a saved search',
      auth: 'user',
      ids,
      success: { status: 200, description: 'Deleted.', message: 'Saved search deleted', data: 'null' },
    },
    async (ctx, { ids: { id }, reply }) => {
      await deleteSavedSearch(deps, ctx.state.actor!, id);
      reply(null);
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/saved-searches/{id}/new',
      pathParameters: savedSearchId,
      summary: 'The listings that newly matched a saved search since the caller last looked (then marked seen)',
      auth: 'user',
      ids,
      success: { status: 200, description: 'The listings, newest match first.', data: 'Property[]' },
    },
    async (ctx, { ids: { id } }) => {
      const listings = await takeNewMatches(deps.sql, ctx.state.actor!.id, id);
      if (!listings) throw notFound(SAVED_SEARCH_NOT_FOUND);
      ctx.body = { data: listings };
    },
  );

  routes.ownRecords(
    {
      path: '/notification-settings',
      summary: 'Whether alerts may use e-mail and push for the caller',
      success: { status: 200, description: 'The settings.', data: 'NotificationSettings' },
    },
    notificationSettings,
  );

  routes.endpoint(
    {
      method: 'patch',
      path: '/notification-settings',
      summary: 'Turn alert e-mail or push on or off',
      auth: 'user',
      body: NotificationSettingsPatch,
      patch: true,
      success: { status: 200, description: 'The settings now.', message: 'Notification settings saved', data: 'NotificationSettings' },
    },
    async (ctx, { body, reply }) => {
      reply(await updateNotificationSettings(deps, ctx.state.actor!, body));
    },
  );

  return routes;
}
