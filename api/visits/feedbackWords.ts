/**
 * The words of the buyer's feedback after a visit, in the mail, the push and the page, in the
 * language the buyer booked in: three questions with three answers each.
 */
import type { SiteLanguage } from '../../contract/catalog.ts';
import type { FeedbackExperience, FeedbackNextStep, FeedbackPrice } from '../../contract/visits.ts';

export interface FeedbackWords {
  subject: (listing: string) => string;
  heading: string;
  intro: string;
  /** Why the page asks, beside the visits notice: who sees the answers. */
  why: string;
  experience: { question: string; answers: Record<FeedbackExperience, string> };
  price: { question: string; answers: Record<FeedbackPrice, string> };
  nextStep: { question: string; answers: Record<FeedbackNextStep, string> };
  answerAll: string;
  send: string;
  missing: string;
  thanks: string;
  thanksText: string;
  broken: string;
  brokenText: { tampered: string; expired: string; spent: string };
}

export const FEEDBACK_WORDS: Record<SiteLanguage, FeedbackWords> = {
  en: {
    subject: (listing) => `How was your visit to ${listing}?`,
    heading: 'How was your site visit?',
    intro: 'Three quick questions, one tap each.',
    why: 'Your answers go to your advisor only, to plan the next step with you.',
    experience: { question: 'How did the visit go?', answers: { good: 'Good', okay: 'Okay', poor: 'Not good' } },
    price: { question: 'What do you think of the price?', answers: { low: 'Low', fair: 'Fair', high: 'High' } },
    nextStep: {
      question: 'What next?',
      answers: { another_visit: 'Another visit', negotiate: 'Talk about the price', not_interested: 'Not interested' },
    },
    answerAll: 'Answer the three questions',
    send: 'Send my answers',
    missing: 'Please answer all three questions.',
    thanks: 'Thank you for your answers',
    thanksText: 'Your advisor will be in touch about the next step.',
    broken: 'This link no longer works',
    brokenText: {
      tampered: 'The link is incomplete or was changed. Open it again from the e-mail.',
      expired: 'This link has expired.',
      spent: 'You have already answered, thank you. This link works once.',
    },
  },
  gu: {
    subject: (listing) => `${listing} ની તમારી મુલાકાત કેવી રહી?`,
    heading: 'તમારી સાઇટ મુલાકાત કેવી રહી?',
    intro: 'ત્રણ ટૂંકા પ્રશ્નો, દરેકનો જવાબ એક ટૅપમાં.',
    why: 'તમારા જવાબ ફક્ત તમારા સલાહકાર જુએ છે, તમારી સાથે આગળનું પગલું નક્કી કરવા.',
    experience: { question: 'મુલાકાત કેવી રહી?', answers: { good: 'સારી', okay: 'ઠીક', poor: 'સારી નહીં' } },
    price: { question: 'કિંમત વિશે તમે શું માનો છો?', answers: { low: 'ઓછી', fair: 'યોગ્ય', high: 'વધારે' } },
    nextStep: {
      question: 'હવે આગળ શું?',
      answers: { another_visit: 'ફરી મુલાકાત', negotiate: 'કિંમત અંગે વાત', not_interested: 'રસ નથી' },
    },
    answerAll: 'ત્રણ પ્રશ્નોના જવાબ આપો',
    send: 'મારા જવાબ મોકલો',
    missing: 'કૃપા કરી ત્રણેય પ્રશ્નોના જવાબ આપો.',
    thanks: 'તમારા જવાબ બદલ આભાર',
    thanksText: 'તમારા સલાહકાર આગળના પગલા વિશે તમારો સંપર્ક કરશે.',
    broken: 'આ લિંક હવે કામ કરતી નથી',
    brokenText: {
      tampered: 'લિંક અધૂરી છે અથવા બદલાઈ છે. ઈ-મેઇલમાંથી ફરી ખોલો.',
      expired: 'આ લિંકની મુદત પૂરી થઈ ગઈ છે.',
      spent: 'તમે જવાબ આપી દીધા છે, આભાર. આ લિંક એક જ વાર કામ કરે છે.',
    },
  },
  hi: {
    subject: (listing) => `${listing} की आपकी विज़िट कैसी रही?`,
    heading: 'आपकी साइट विज़िट कैसी रही?',
    intro: 'तीन छोटे सवाल, हर एक का जवाब एक टैप में।',
    why: 'आपके जवाब सिर्फ़ आपके सलाहकार देखते हैं, आपके साथ अगला कदम तय करने के लिए।',
    experience: { question: 'विज़िट कैसी रही?', answers: { good: 'अच्छी', okay: 'ठीक-ठाक', poor: 'अच्छी नहीं' } },
    price: { question: 'कीमत के बारे में आपकी क्या राय है?', answers: { low: 'कम', fair: 'सही', high: 'ज़्यादा' } },
    nextStep: {
      question: 'आगे क्या?',
      answers: { another_visit: 'एक और विज़िट', negotiate: 'कीमत पर बात', not_interested: 'दिलचस्पी नहीं' },
    },
    answerAll: 'तीनों सवालों के जवाब दें',
    send: 'मेरे जवाब भेजें',
    missing: 'कृपया तीनों सवालों के जवाब दें।',
    thanks: 'आपके जवाबों के लिए धन्यवाद',
    thanksText: 'आपके सलाहकार अगले कदम के बारे में आपसे संपर्क करेंगे।',
    broken: 'यह लिंक अब काम नहीं करता',
    brokenText: {
      tampered: 'लिंक अधूरा है या बदला गया है। इसे ई-मेल से दोबारा खोलें।',
      expired: 'इस लिंक की अवधि खत्म हो गई है।',
      spent: 'आप जवाब दे चुके हैं, धन्यवाद। यह लिंक एक ही बार काम करता है।',
    },
  },
};
