/** Every area's messages in each language (for the compiler and the tests), and the ids of all of them. */
import { messages as infoEn, type InfoMessageId } from './info.en.ts';
import { messages as infoGu } from './info.gu.ts';
import { messages as infoHi } from './info.hi.ts';
import { messages as searchEn, type SearchMessageId } from './search.en.ts';
import { messages as searchGu } from './search.gu.ts';
import { messages as searchHi } from './search.hi.ts';
import { messages as toolsEn, type ToolsMessageId } from './tools.en.ts';
import { messages as toolsGu } from './tools.gu.ts';
import { messages as toolsHi } from './tools.hi.ts';
import { messages as accountEn, type AccountMessageId } from './account.en.ts';
import { messages as accountGu } from './account.gu.ts';
import { messages as accountHi } from './account.hi.ts';
import { messages as grievancesEn, type GrievancesMessageId } from './grievances.en.ts';
import { messages as grievancesGu } from './grievances.gu.ts';
import { messages as grievancesHi } from './grievances.hi.ts';
import { messages as privacyEn, type PrivacyMessageId } from './privacy.en.ts';
import { messages as privacyGu } from './privacy.gu.ts';
import { messages as privacyHi } from './privacy.hi.ts';
import { messages as todayEn, type TodayMessageId } from './today.en.ts';
import { messages as todayGu } from './today.gu.ts';
import { messages as todayHi } from './today.hi.ts';
import { messages as matchesEn, type MatchesMessageId } from './matches.en.ts';
import { messages as matchesGu } from './matches.gu.ts';
import { messages as matchesHi } from './matches.hi.ts';
import { messages as workspaceEn, type WorkspaceMessageId } from './workspace.en.ts';
import { messages as workspaceGu } from './workspace.gu.ts';
import { messages as workspaceHi } from './workspace.hi.ts';
import { messages as ownersEn, type OwnersMessageId } from './owners.en.ts';
import { messages as ownersGu } from './owners.gu.ts';
import { messages as ownersHi } from './owners.hi.ts';
import { messages as visitsEn, type VisitsMessageId } from './visits.en.ts';
import { messages as visitsGu } from './visits.gu.ts';
import { messages as visitsHi } from './visits.hi.ts';
import { messages as mapsEn, type MapsMessageId } from './maps.en.ts';
import { messages as mapsGu } from './maps.gu.ts';
import { messages as mapsHi } from './maps.hi.ts';
import { messages as localitiesEn, type LocalitiesMessageId } from './localities.en.ts';
import { messages as localitiesGu } from './localities.gu.ts';
import { messages as localitiesHi } from './localities.hi.ts';
import { messages as searchMapEn, type SearchMapMessageId } from './searchMap.en.ts';
import { messages as searchMapGu } from './searchMap.gu.ts';
import { messages as searchMapHi } from './searchMap.hi.ts';
import { messages as listingFormsEn, type ListingFormsMessageId } from './listingForms.en.ts';
import { messages as listingFormsGu } from './listingForms.gu.ts';
import { messages as listingFormsHi } from './listingForms.hi.ts';

export const AREA_SOURCES = {
  info: { en: infoEn, gu: infoGu, hi: infoHi },
  search: { en: searchEn, gu: searchGu, hi: searchHi },
  tools: { en: toolsEn, gu: toolsGu, hi: toolsHi },
  account: { en: accountEn, gu: accountGu, hi: accountHi },
  grievances: { en: grievancesEn, gu: grievancesGu, hi: grievancesHi },
  privacy: { en: privacyEn, gu: privacyGu, hi: privacyHi },
  today: { en: todayEn, gu: todayGu, hi: todayHi },
  matches: { en: matchesEn, gu: matchesGu, hi: matchesHi },
  workspace: { en: workspaceEn, gu: workspaceGu, hi: workspaceHi },
  owners: { en: ownersEn, gu: ownersGu, hi: ownersHi },
  visits: { en: visitsEn, gu: visitsGu, hi: visitsHi },
  maps: { en: mapsEn, gu: mapsGu, hi: mapsHi },
  localities: { en: localitiesEn, gu: localitiesGu, hi: localitiesHi },
  searchMap: { en: searchMapEn, gu: searchMapGu, hi: searchMapHi },
  listingForms: { en: listingFormsEn, gu: listingFormsGu, hi: listingFormsHi },
} satisfies Record<string, Record<'en' | 'gu' | 'hi', Record<string, string>>>;

export type AreaMessageId =
  | InfoMessageId
  | SearchMessageId
  | ToolsMessageId
  | AccountMessageId
  | PrivacyMessageId
  | TodayMessageId
  | GrievancesMessageId
  | MatchesMessageId
  | WorkspaceMessageId
  | OwnersMessageId
  | VisitsMessageId
  | MapsMessageId
  | LocalitiesMessageId
  | SearchMapMessageId
  | ListingFormsMessageId;
