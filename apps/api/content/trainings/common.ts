import type { ChapterDefinition, SummaryDefinition } from '../../src/modules/elearning/content-model';
import { doc, media, pointsSummary, text, tip } from './doc';

/** What differs per training in the closing chapter and the summary page. */
export interface ClosingText {
  /** Base id: the chapter gets `base`, its three pages `base + 1..3`. */
  base: number;
  trainingName: string;
  /** One sentence: what the learner can do now. */
  learned: string[];
  /** Links to read more, shown on the summary page. */
  links: { Title: string; Intro: string; Link: string }[];
}

/**
 * The last chapter of every demo training: the summary page, the second summary page and the
 * certificate form page (spec 3 §2 "Player screens").
 */
export function closingChapter(closing: ClosingText): ChapterDefinition {
  return {
    id: closing.base,
    code: 'AF',
    name: 'Afronding',
    description: 'Je bekijkt je score en vraagt je certificaat aan.',
    activities: [
      {
        kind: 'SummaryPage',
        id: closing.base + 1,
        title: 'Je bent klaar!',
        content: doc(
          text([
            `Dankjewel dat je de training ‘${closing.trainingName}’ hebt gedaan.`,
            'Hieronder zie je hoeveel punten je hebt gehaald.',
          ]),
          pointsSummary(),
        ),
      },
      {
        kind: 'SecondSummaryPage',
        id: closing.base + 2,
        title: 'Wat neem je mee?',
        content: doc(
          text(['## Dit weet je nu', ...closing.learned.map((line) => `- ${line}`)]),
          tip(
            'Vertel een collega, buur of vriend over wat je hebt geleerd. Zo wordt je omgeving ook dementievriendelijk.',
          ),
        ),
      },
      {
        kind: 'CertificateFormPage',
        id: closing.base + 3,
        title: 'Vraag je certificaat aan',
        content: doc(
          text([
            'Heb je genoeg punten gehaald? Dan kun je je certificaat aanvragen.',
            'Vul je naam in zoals die op het certificaat moet staan. We sturen het naar je e-mailadres.',
          ]),
        ),
      },
    ],
  };
}

/** The course summary page configuration with its achieved and not-achieved blocks (spec 3 §3). */
export function summaryConfig(closing: ClosingText): SummaryDefinition {
  return {
    Title: 'Je bent klaar!',
    PageTitle: `Samenvatting: ${closing.trainingName}`,
    Content: doc(text(['Goed dat je de training hebt gedaan. Hieronder zie je per onderwerp hoe het ging.'])),
    Image: media('bloem', ''),
    LandingPage: '/einde-training',
    LinkBlock: { Title: 'Lees verder', Items: closing.links },
    CertificateAchievedBlock: {
      PageBlock: {
        ResultTitle: 'Gefeliciteerd, je hebt het certificaat gehaald!',
        ResultDescription:
          'Op de volgende pagina zie je wat je hebt geleerd. Daarna vraag je je certificaat aan.',
        ResultImage: media('certificaat', 'Een certificaat met een lint'),
        OverviewTitle: 'Zo ging het',
        OverviewDescription: 'Per leerdoel en signaal zie je hoeveel punten je hebt gehaald.',
        OverviewImage: null,
        FormTitle: 'Vraag je certificaat aan',
        FormDescription: 'Vul je naam in. Dan maken we je certificaat.',
        ShowImageAndCertificate: true,
        SummaryButtonText: 'Naar je certificaat',
      },
    },
    CertificateNotAchievedBlock: {
      PageBlock: {
        ResultTitle: 'Bijna! Je hebt het certificaat nog niet gehaald',
        ResultDescription: 'Je hebt nog niet genoeg punten. Doe de training nog een keer, dan lukt het vast.',
        ResultImage: media('bloem', 'Een bloem die groeit'),
        OverviewTitle: 'Zo ging het',
        OverviewDescription: 'Kijk waar je nog punten kunt halen.',
        OverviewImage: null,
        FormTitle: 'Blijf op de hoogte',
        FormDescription: 'Wil je tips over dementie ontvangen? Meld je aan voor de nieuwsbrief.',
        ShowImageAndCertificate: false,
        SummaryButtonText: 'Training opnieuw doen',
      },
    },
  };
}

/**
 * The mailing provider's forms (spec 3 §3 "Newsletter form ids: three brands, two share one
 * form"). Demo ids: the real ones are configuration of the live sites.
 */
export const demoNewsletterForms = {
  dementie: { ScriptId: 'demo-script-dementie', FormId: 'demo-form-algemeen' },
  alzheimer: { ScriptId: 'demo-script-alzheimer', FormId: 'demo-form-algemeen' },
  dementievriendelijk: { ScriptId: 'demo-script-sdv', FormId: 'demo-form-sdv' },
} as const;
