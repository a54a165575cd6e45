import type { Fixture, Flow } from '../../../types/schemas';
import bugReportFixture from './bug-report.fixture.json';
import bugReport from './bug-report.flow.json';
import cesFixture from './ces.fixture.json';
import ces from './ces.flow.json';
import contactChatFixture from './contact-chat.fixture.json';
import contactChat from './contact-chat.flow.json';
import csatFixture from './csat.fixture.json';
import csat from './csat.flow.json';
import npsFixture from './nps.fixture.json';
import nps from './nps.flow.json';
import productFeedbackFixture from './product-feedback.fixture.json';
import productFeedback from './product-feedback.flow.json';

type Texts = { en: string } & Record<string, string>;

export interface FlowTemplate {
  id: string;
  name: Texts;
  description: Texts;
  flow: Flow;
  /** Attached to a flow made from the template, so publishing it replays a real path (issue #18). */
  fixture: Fixture;
}

/** The fixture files leave `flow` empty: it is always the template's own flow. */
const template = (id: string, name: Texts, description: Texts, flow: unknown, fixture: unknown): FlowTemplate =>
  ({ id, name, description, flow: flow as Flow, fixture: { ...(fixture as Fixture), flow: flow as Fixture['flow'] } });

/**
 * The flows a new one may start from (issue #18), in the order the console shows them. Names and descriptions are
 * in every console language (src/console/locales); the flows are in English and Turkish (English first, the default),
 * and get more languages in the editor.
 */
export const FLOW_TEMPLATES: readonly FlowTemplate[] = [
  template('nps',
    { en: 'Net Promoter Score (NPS)', tr: 'Net Tavsiye Skoru (NPS)' },
    { en: 'How likely people are to recommend you, 0 to 10, with a follow-up for detractors, passives and promoters.', tr: 'Sizi tavsiye etme olasılığı (0–10); kötüleyen, pasif ve destekçilere ayrı bir takip sorusu.' },
    nps, npsFixture),
  template('csat',
    { en: 'Customer satisfaction (CSAT)', tr: 'Müşteri memnuniyeti (CSAT)' },
    { en: 'A five-star satisfaction rating; low ratings ask what fell short.', tr: 'Beş yıldızlı memnuniyet puanı; düşük puanlarda neyin eksik kaldığı sorulur.' },
    csat, csatFixture),
  template('ces',
    { en: 'Customer effort score (CES)', tr: 'Müşteri efor skoru (CES)' },
    { en: 'How easy it was to get an issue resolved, 1 to 7, with what made it hard.', tr: 'Bir sorunu çözdürmenin ne kadar kolay olduğu (1–7) ve neyin zorlaştırdığı.' },
    ces, cesFixture),
  template('product-feedback',
    { en: 'Product feedback', tr: 'Ürün geri bildirimi' },
    { en: 'Usage, an overall rating, how disappointed people would be without the product, and ideas.', tr: 'Kullanım sıklığı, genel puan, ürün olmasa ne kadar üzülecekleri ve öneriler.' },
    productFeedback, productFeedbackFixture),
  template('bug-report',
    { en: 'Bug report with screenshot', tr: 'Ekran görüntülü hata bildirimi' },
    { en: 'What happened, what was expected, how much it hurts, a screenshot and an address for questions.', tr: 'Ne oldu, ne bekleniyordu, ne kadar etkiliyor; ekran görüntüsü ve dönüş için e-posta.' },
    bugReport, bugReportFixture),
  template('contact-chat',
    { en: 'Contact request with chat', tr: 'Sohbetli iletişim talebi' },
    { en: 'A topic, contact details and a message; people who choose to chat now get a live chat with your agents.', tr: 'Konu, iletişim bilgileri ve mesaj; hemen sohbet etmek isteyenler temsilcilerinizle canlı sohbete geçer.' },
    contactChat, contactChatFixture),
];

/** The template's name or description in `language` (a console language code), else English. */
export const inLanguage = (texts: Texts, language: string | undefined): string => (language && texts[language]) || texts.en;
