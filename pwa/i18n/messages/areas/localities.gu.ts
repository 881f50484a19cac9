/** The localities area's Gujarati messages: every id of localities.en.ts, in the words of GLOSSARY.md. */
import type { LocalitiesMessageId } from './localities.en.ts';

export const messages: Record<LocalitiesMessageId, string> = {
  'head.locality.title': '{locality}માં પ્રોપર્ટી: કિંમતો, ટ્રેન્ડ અને લિસ્ટિંગ',
  'head.locality.description':
    '{agency} પાસે {locality}, સુરતમાં {forSale} વેચાણ માટે અને {forRent} ભાડે: પ્રકાર અને BHK મુજબ ચો. ફૂટ દીઠ મધ્ય માંગેલી કિંમત, વર્ષભરનો ટ્રેન્ડ, ત્યાં અમારા પ્રોજેક્ટ્સ અને નજીકના વિસ્તારો.',
  'head.localityNotFound.title': 'વિસ્તાર મળ્યો નથી',
  'head.localityNotFound.description': 'આ વિસ્તારનું અમારું કોઈ પેજ નથી. સુરતભરમાં {agency} નાં લિસ્ટિંગ શોધો.',
  'locality.heading': '{locality}માં પ્રોપર્ટી',
  'locality.intro': 'અમારાં પોતાનાં લિસ્ટિંગ {locality}, સુરત વિશે શું કહે છે: માંગેલી કિંમતો, વર્ષભરનો ટ્રેન્ડ, અમારા પ્રોજેક્ટ્સ અને નજીકના વિસ્તારો.',
  'locality.loading': 'વિસ્તાર લોડ થઈ રહ્યો છે…',
  'locality.fetchError': 'આ વિસ્તારના આંકડા લાવી શકાયા નહીં.',
  'locality.forSale': 'વેચાણ માટે',
  'locality.forRent': 'ભાડે',
  'locality.seeListings': 'લિસ્ટિંગ જુઓ',
  'locality.empty': 'હાલમાં {locality}માં કોઈ લિસ્ટિંગ નથી',
  'locality.emptyText': 'સુરતભરમાં અમારાં લિસ્ટિંગ શોધો, અથવા નજીકના વિસ્તારો જુઓ.',
  'locality.searchSurat': 'આખા સુરતમાં શોધો',
  'locality.prices.heading': 'માંગેલી કિંમતો',
  'locality.prices.intro':
    'વેચાણ માટેનાં અમારાં લિસ્ટિંગની કાર્પેટ એરિયાના ચો. ફૂટ દીઠ મધ્ય માંગેલી કિંમત, પ્રકાર અને BHK મુજબ, જ્યાં ઓછામાં ઓછાં {min} લિસ્ટિંગ હોય ત્યાં.',
  'locality.prices.kind': 'પ્રકાર',
  'locality.prices.listings': 'લિસ્ટિંગ',
  'locality.prices.median': '₹ / ચો. ફૂટ',
  'locality.prices.tooFew': 'કહેવા માટે ખૂબ ઓછાં',
  'locality.prices.empty': 'અહીં વેચાણ માટેના અમારા કોઈ લિસ્ટિંગમાં હજી કાર્પેટ એરિયા આપેલો નથી.',
  'locality.closed.heading': 'સોદાની કિંમતો',
  'locality.closed.intro':
    'અહીં અમારા પૂરા થયેલા વેચાણના સોદાની કાર્પેટ એરિયાના ચો. ફૂટ દીઠ મધ્ય કિંમત, પ્રકાર અને BHK મુજબ, જ્યાં ઓછામાં ઓછા {min} સોદા હોય ત્યાં.',
  'locality.closed.deals': 'સોદા',
  'locality.trend.heading': 'છેલ્લા 12 મહિના',
  'locality.trend.intro': 'દર મહિને નક્કી થયેલી વેચાણ કિંમતોની કાર્પેટ એરિયાના ચો. ફૂટ દીઠ મધ્ય કિંમત: નવાં લિસ્ટિંગ અને બદલાયેલી કિંમતો.',
  'locality.trend.month': 'મહિનો',
  'locality.trend.median': '₹ / ચો. ફૂટ',
  'locality.trend.prices': 'નક્કી થયેલી કિંમતો',
  'locality.trend.empty': 'છેલ્લા 12 મહિનામાં અહીં કોઈ વેચાણ કિંમત નક્કી થઈ નથી.',
  'locality.projects.heading': '{locality}માં અમારા પ્રોજેક્ટ્સ',
  'locality.nearby.heading': 'નજીકના વિસ્તારો',
  'locality.searches.heading': '{locality}માં શોધો',
  'locality.search.sale': '{locality}માં વેચાણ માટે {kind}',
  'locality.search.rent': '{locality}માં ભાડે પ્રોપર્ટી',
};
