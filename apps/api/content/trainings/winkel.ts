import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { media } from './doc';
import { winkelChapter1 } from './winkel-chapter-1';
import { winkelChapter2 } from './winkel-chapter-2';
import { winkelChapter3 } from './winkel-chapter-3';

const closing = {
  base: 14,
  trainingName: 'Dementie herkennen in de winkel',
  learned: [
    'Je herkent signalen van dementie bij het betalen en in de winkel.',
    'Je weet hoe je rustig contact maakt met een klant.',
    'Je weet wat je kunt doen als een klant de weg kwijt is.',
  ],
  links: [
    {
      Title: 'Tips voor winkelpersoneel',
      Intro: 'Kleine dingen die veel verschil maken.',
      Link: '/tips-voor-winkels',
    },
    {
      Title: 'Wat is dementie?',
      Intro: 'Lees meer over de ziekte en de signalen.',
      Link: '/wat-is-dementie',
    },
  ],
};

/** Training 1: for people who work in a shop, supermarket or at a counter. */
export const winkelTraining: TrainingDefinition = {
  id: 1,
  name: 'Dementie herkennen in de winkel',
  overviewDescription: 'In 15 minuten leer je signalen van dementie herkennen aan de kassa en in de winkel.',
  description:
    'Werk je in een winkel of achter een balie? Dan zie je soms klanten die in de war zijn. In deze training leer je wat je kunt zien en hoe je iemand rustig helpt.',
  image: media('winkel', 'Een winkel met een kassa'),
  brands: ['dementievriendelijk', 'alzheimer'],
  itemOrderNumber: 1,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 101,
      title: 'Rustig contact maken',
      kind: 'LearningGoal',
      description:
        'Je weet hoe je een klant met dementie aanspreekt: rustig, vriendelijk en met korte zinnen.',
    },
    {
      id: 102,
      title: 'Passende hulp bieden',
      kind: 'LearningGoal',
      description: 'Je weet wat je kunt doen als een klant niet verder komt, zonder het over te nemen.',
    },
    {
      id: 103,
      title: 'Moeite met geld en betalen',
      kind: 'Signal',
      description: 'Iemand zoekt lang naar geld, betaalt dubbel of begrijpt de pinautomaat niet meer.',
    },
    {
      id: 104,
      title: 'In de war over tijd of plaats',
      kind: 'Signal',
      description: 'Iemand weet niet welke dag het is, komt op vreemde tijden of vindt de weg niet meer.',
    },
  ],
  chapters: [winkelChapter1, winkelChapter2, winkelChapter3, closingChapter(closing)],
  summary: summaryConfig(closing),
};
