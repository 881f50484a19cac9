/**
 * /saved-searches: the caller's saved searches (at most 20), each with its new-match count; the
 * listings newly matching one; and 'New since your last visit'. Users only, each their own.
 */
import Router from '@koa/router';
import { NotificationSettingsPatch } from '../../../contract/push.ts';
import { SavedSearchBody, SavedSearchPatchBody } from '../../../contract/savedSearches.ts';
import type { AppState, Deps } from '../../context.ts';
import { requireUser } from '../../auth/guards.ts';
import { createSavedSearch, deleteSavedSearch, SAVED_SEARCH_NOT_FOUND, updateSavedSearch } from '../../commands/savedSearchWriter.ts';
import { updateNotificationSettings } from '../../commands/notificationSettingsWriter.ts';
import { notFound } from '../../errors.ts';
import { listSavedSearches, newSinceLastVisit, notificationSettings, takeNewMatches } from '../../queries/savedSearchReads.ts';
import { parse, parsePatch, uuidParam } from '../../validate.ts';

export function savedSearchesRouter(deps: Deps) {
  const router = new Router<AppState>();
  const user = requireUser(deps);

  router.get('/saved-searches', user, async (ctx) => {
    ctx.body = { data: await listSavedSearches(deps.sql, ctx.state.actor!.id) };
  });

  router.post('/saved-searches', user, async (ctx) => {
    const body = parse(SavedSearchBody, ctx.request.body);
    const id = await createSavedSearch(deps, ctx.state.actor!, body);
    const [saved] = await listSavedSearches(deps.sql, ctx.state.actor!.id, id);
    ctx.status = 201;
    ctx.body = { message: 'Search saved', data: saved };
  });

  router.get('/saved-searches/new-since-visit', user, async (ctx) => {
    ctx.body = { data: await newSinceLastVisit(deps.sql, ctx.state.actor!.id) };
  });

  router.patch('/saved-searches/:id', user, async (ctx) => {
    const id = uuidParam(ctx.params.id, SAVED_SEARCH_NOT_FOUND);
    const patch = parsePatch(SavedSearchPatchBody, ctx.request.body);
    await updateSavedSearch(deps, ctx.state.actor!, id, patch);
    const [saved] = await listSavedSearches(deps.sql, ctx.state.actor!.id, id);
    ctx.body = { message: 'Saved search updated', data: saved };
  });

  router.delete('/saved-searches/:id', user, async (ctx) => {
    const id = uuidParam(ctx.params.id, SAVED_SEARCH_NOT_FOUND);
    await deleteSavedSearch(deps, ctx.state.actor!, id);
    ctx.body = { message: 'Saved search deleted', data: null };
  });

  router.get('/saved-searches/:id/new', user, async (ctx) => {
    const id = uuidParam(ctx.params.id, SAVED_SEARCH_NOT_FOUND);
    const listings = await takeNewMatches(deps.sql, ctx.state.actor!.id, id);
    if (!listings) throw notFound(SAVED_SEARCH_NOT_FOUND);
    ctx.body = { data: listings };
  });

  router.get('/notification-settings', user, async (ctx) => {
    ctx.body = { data: await notificationSettings(deps.sql, ctx.state.actor!.id) };
  });

  router.patch('/notification-settings', user, async (ctx) => {
    const patch = parsePatch(NotificationSettingsPatch, ctx.request.body);
    ctx.body = { message: 'Notification settings saved', data: await updateNotificationSettings(deps, ctx.state.actor!, patch) };
  });

  return router;
}
