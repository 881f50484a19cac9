/** Every area's messages in each language (for the compiler and the tests), and the ids of all of them. */
import { messages as infoEn, type InfoMessageId } from './info.en.ts';
import { messages as infoGu } from './info.gu.ts';
import { messages as infoHi } from './info.hi.ts';
import { messages as accountEn, type AccountMessageId } from './account.en.ts';
import { messages as accountGu } from './account.gu.ts';
import { messages as accountHi } from './account.hi.ts';

export const AREA_SOURCES = {
  info: { en: infoEn, gu: infoGu, hi: infoHi },
  account: { en: accountEn, gu: accountGu, hi: accountHi },
} satisfies Record<string, Record<'en' | 'gu' | 'hi', Record<string, string>>>;

export type AreaMessageId = InfoMessageId | AccountMessageId;
