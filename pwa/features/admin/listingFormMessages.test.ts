import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_TWICE } from '../../../contract/properties.ts';
import { loadArea, loadI18n } from '../../i18n/i18n.ts';
import { translateIn, type Translate } from '../../i18n/useT.tsx';
import { failureIn } from '../../lib/formMessages.ts';
import { ApiError } from '../../lib/apiError.ts';
import { listingFormMessage } from './listingFormMessages.ts';

let gujarati: Translate;
let hindi: Translate;
beforeAll(async () => {
  await Promise.all([loadArea('gu', 'listingForms'), loadArea('hi', 'listingForms')]);
  gujarati = translateIn(await loadI18n('gu'));
  hindi = translateIn(await loadI18n('hi'));
});

describe("the listing forms' messages in Gujarati and Hindi", () => {
  it('say a fixed message of the contract in the page’s language', () => {
    expect(listingFormMessage(gujarati, DEPOSIT_TWICE)).toBe('સિક્યોરિટી ડિપોઝિટ મહિનામાં અથવા રૂપિયામાં આપો, બંનેમાં નહીં');
  });

  it('say a message made for a field with the field’s own name and its numbers', () => {
    expect(listingFormMessage(gujarati, 'Title is required')).toBe('શીર્ષક જરૂરી છે');
    expect(listingFormMessage(hindi, 'Floor must be at most 200')).toBe('मंज़िल ज़्यादा से ज़्यादा 200 हो सकता है');
    expect(listingFormMessage(gujarati, 'Visit length must be from 15 to 240 minutes')).toBe('વિઝિટનો સમય 15 થી 240 મિનિટ હોવો જોઈએ');
  });

  it('leave a message about another field or form alone', () => {
    expect(listingFormMessage(gujarati, 'Colour is required')).toBeNull();
    expect(listingFormMessage(gujarati, 'Invalid email or password')).toBeNull();
  });

  it('reach a failed save’s toast through the form messages, never the server’s English on a Gujarati page', () => {
    const failure = failureIn(gujarati, 'gu');
    expect(failure(new ApiError('Title must be at least 3 characters long', { status: 422 }), 'fallback')).toBe(
      'શીર્ષક ઓછામાં ઓછા 3 અક્ષરનું હોવું જોઈએ',
    );
    expect(failure(new ApiError('Validation failed', { status: 422 }), 'કંઈક ખોટું થયું')).toBe('કંઈક ખોટું થયું');
  });
});
